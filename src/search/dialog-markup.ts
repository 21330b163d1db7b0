/**
 * The search dialog's elements (src/search/client.ts): a native modal <dialog> holding a WAI-ARIA
 * combobox (the search field), the language switch, a live status line and the listbox of
 * results, each option a link to the exact section.
 */
import type { search as searchEn } from '../i18n/ui/en.json';
import { el, excerptNodes, searchIcon } from './dialog-dom.ts';
import type { SearchHit } from './engine.ts';

export type DialogStrings = typeof searchEn;

export interface DialogParts {
  dialog: HTMLDialogElement;
  input: HTMLInputElement;
  list: HTMLDivElement;
  status: HTMLParagraphElement;
  langSwitch: HTMLButtonElement;
  close: HTMLButtonElement;
}

export function dialogParts(t: DialogStrings): DialogParts {
  const input = el('input', {
    id: 'site-search-input',
    type: 'search',
    role: 'combobox',
    'aria-expanded': 'false',
    'aria-controls': 'site-search-results',
    'aria-autocomplete': 'list',
    'aria-describedby': 'site-search-hint',
    autocomplete: 'off',
    spellcheck: 'false',
    enterkeyhint: 'go',
    class: 'search-input',
    placeholder: t.placeholder,
  });
  const list = el('div', {
    id: 'site-search-results',
    role: 'listbox',
    'aria-label': t.results,
    class: 'search-results',
    'data-testid': 'search-results',
  });
  const status = el('p', { class: 'search-status', 'aria-live': 'polite', 'data-testid': 'search-status' });
  const langSwitch = el(
    'button',
    { type: 'button', role: 'switch', 'aria-checked': 'false', class: 'search-switch', 'data-testid': 'search-language' },
    [el('span', { class: 'search-switch-track', 'aria-hidden': 'true' }), t.otherLanguage],
  );
  const close = el('button', { type: 'button', class: 'search-close', 'data-testid': 'search-close' }, [t.close]);
  const dialog = el('dialog', { class: 'search-dialog', 'aria-labelledby': 'site-search-title', 'data-testid': 'search-dialog' }, [
    el('div', { class: 'search-bar' }, [
      el('label', { for: 'site-search-input', id: 'site-search-title', class: 'sr-only' }, [t.label]),
      searchIcon(),
      input,
      close,
    ]),
    el('div', { class: 'search-options' }, [langSwitch, el('p', { id: 'site-search-hint', class: 'search-hint' }, [t.hint])]),
    status,
    list,
  ]);
  return { dialog, input, list, status, langSwitch, close };
}

/** One result: the page, the section when there is one, and the excerpt with its marks. */
export function resultOption(hit: SearchHit, i: number): HTMLAnchorElement {
  return el(
    'a',
    {
      href: hit.url,
      role: 'option',
      id: `site-search-option-${i}`,
      'aria-selected': 'false',
      tabindex: '-1',
      class: 'search-option',
      'data-testid': 'search-option',
    },
    [
      el('span', { class: 'search-option-page' }, [hit.page]),
      ...(hit.section ? [el('span', { class: 'search-option-title' }, [hit.section])] : []),
      el('span', { class: 'search-option-excerpt' }, excerptNodes(hit.excerpt)),
    ],
  );
}
