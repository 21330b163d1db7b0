/**
 * What a visitor does to an island after the first interaction has started its hydration but
 * before React listens (its script is still on its way): recorded here and handed to React once
 * the island has hydrated, so the first click or key does what the visitor meant. Inlined in
 * every page with such an island, so it is kept small.
 *
 * - A click on a plain button (`type="button"`, no native action: the partner finder's tiers) is
 *   replayed. Links and submit buttons are not: their native action has happened (an in-page
 *   link sets the hash the tabs read; a form posts natively).
 * - Arrow keys, Home and End outside form fields (the tabs' keyboard model) are replayed on the
 *   element that still has focus.
 * - Typed text stays in the fields (React 19 keeps a field's value when it hydrates), but a
 *   controlled field's state (the partner search) would not know it: each text field changed
 *   before hydration gets an `input` event once React tracks the field.
 */

/**
 * Where the page's inline loader (src/integrations/island-runtime.ts) keeps the events from
 * before the island runtime had run: the first interaction that fetched it, and what followed.
 */
export const backlogKey = 'islandInputBacklog';

/** The events that hydrate a `client:interaction` island: the visitor points, touches, focuses or types. */
export const hydrationTriggers = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** The loader's events whose target is inside `el`. */
export function eventsBefore(el: HTMLElement): Event[] {
  const backlog = (self as unknown as Record<string, Event[] | undefined>)[backlogKey] ?? [];
  return backlog.filter((event) => event.target instanceof Node && el.contains(event.target));
}

/** React DOM's private value tracker on a hydrated field: the value it last saw. */
interface TrackedField {
  _valueTracker?: { setValue(value: string): void } | null;
}
type TextField = HTMLInputElement | HTMLTextAreaElement;

const replayedKeys = /^(Arrow(Left|Right|Up|Down)|Home|End)$/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Hydration runs in a transition, possibly over several tasks: wait (≤ 3 s) until React tracks the field. */
async function tracker(field: TextField) {
  for (let i = 0; i < 150 && !(field as TrackedField)._valueTracker; i += 1) await sleep(20);
  return (field as TrackedField)._valueTracker;
}

async function handOverFields(el: HTMLElement) {
  // Text only: the forms' other fields are uncontrolled and read when the form is sent.
  for (const field of el.querySelectorAll<TextField>('input:not([type=file]), textarea')) {
    if (field.value === field.defaultValue) continue;
    // React compares with the value it last saw; make that the served one, so it sees the change.
    (await tracker(field))?.setValue(field.defaultValue);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Records from now on, and takes over `earlier` events (from before the runtime ran) as if recorded. */
export function recordEarlyInput(el: HTMLElement, earlier: readonly Event[] = []) {
  const replays: Array<() => void> = [];
  const own = (target: EventTarget | null): target is HTMLElement => target instanceof HTMLElement && target.closest('astro-island') === el;

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (own(button) && button.type === 'button') replays.push(() => button.isConnected && button.click());
  };
  const onKey = ({ target, key }: KeyboardEvent) => {
    if (!replayedKeys.test(key) || !own(target) || target.closest('input, textarea, select')) return;
    replays.push(() => document.activeElement === target && target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
  };
  el.addEventListener('click', onClick, true);
  el.addEventListener('keydown', onKey, true);
  for (const event of earlier) {
    if (event instanceof MouseEvent && event.type === 'click') onClick(event);
    else if (event instanceof KeyboardEvent && event.type === 'keydown') onKey(event);
  }

  return {
    /** Called once React has the island (its root listens from here on). */
    handOver() {
      el.removeEventListener('click', onClick, true);
      el.removeEventListener('keydown', onKey, true);
      for (const replay of replays) replay();
      void handOverFields(el);
    },
  };
}
