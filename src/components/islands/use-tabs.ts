import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { hashId } from '../../lib/url-hash.ts';

interface UseTabsOptions {
  ids: readonly string[];
  orientation: 'horizontal' | 'vertical';
  /** Keep the active tab in the URL hash, so it can be linked to and Back returns to the last one. */
  syncHash: boolean;
  /** Called when the visitor selects a tab (click or keyboard), e.g. to update the URL. */
  onSelect?: (index: number) => void;
}

function idFromHash(ids: readonly string[]): number {
  return ids.indexOf(hashId(window.location.hash));
}

/**
 * The ARIA tabs pattern's state and keyboard model: arrows move and select (following the
 * reading direction in RTL for horizontal tabs), Home/End jump, Enter/Space select. The first
 * tab is active by default; a URL hash naming a tab wins.
 */
export function useTabs({ ids, orientation, syncHash, onSelect }: UseTabsOptions) {
  const [active, setActive] = useState(0);
  const tabRefs = useRef<Array<HTMLElement | null>>([]);

  useEffect(() => {
    if (!syncHash) return undefined;
    const fromUrl = () => {
      const index = idFromHash(ids);
      if (index >= 0) setActive(index);
      else if (!window.location.hash) setActive(0);
    };
    const initial = idFromHash(ids);
    if (initial >= 0) {
      setActive(initial);
      tabRefs.current[initial]?.scrollIntoView({ block: 'nearest' });
    }
    window.addEventListener('popstate', fromUrl);
    window.addEventListener('hashchange', fromUrl);
    return () => {
      window.removeEventListener('popstate', fromUrl);
      window.removeEventListener('hashchange', fromUrl);
    };
  }, [ids, syncHash]);

  const select = useCallback(
    (index: number, focus = false) => {
      setActive(index);
      if (focus) tabRefs.current[index]?.focus();
      const id = ids[index];
      if (syncHash && id && hashId(window.location.hash) !== id) {
        // pushState, not location.hash: no jump to the panel, but Back still returns here.
        window.history.pushState(null, '', `#${encodeURIComponent(id)}`);
      }
      onSelect?.(index);
    },
    [ids, syncHash, onSelect],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, index: number) => {
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      const last = ids.length - 1;
      const forwardKeys = orientation === 'vertical' ? ['ArrowDown', rtl ? 'ArrowLeft' : 'ArrowRight'] : [rtl ? 'ArrowLeft' : 'ArrowRight'];
      const backKeys = orientation === 'vertical' ? ['ArrowUp', rtl ? 'ArrowRight' : 'ArrowLeft'] : [rtl ? 'ArrowRight' : 'ArrowLeft'];
      let next: number | undefined;
      if (forwardKeys.includes(event.key)) next = index === last ? 0 : index + 1;
      else if (backKeys.includes(event.key)) next = index === 0 ? last : index - 1;
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = last;
      else if (event.key === ' ' || event.key === 'Enter') next = index;
      if (next === undefined) return;
      event.preventDefault();
      select(next, true);
    },
    [ids.length, orientation, select],
  );

  const register = (index: number) => (element: HTMLElement | null) => {
    tabRefs.current[index] = element;
  };

  /** A tab's ARIA wiring and handlers (click selects in place, keys per the pattern), to spread on its link. */
  const tabProps = (index: number, { id, controls }: { id: string; controls: string }) => ({
    ref: register(index),
    role: 'tab' as const,
    id,
    'aria-controls': controls,
    'aria-selected': index === active,
    tabIndex: index === active ? 0 : -1,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      select(index);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
  });

  return { active, setActive, select, onKeyDown, register, tabProps };
}
