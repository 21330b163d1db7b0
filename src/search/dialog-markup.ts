/**
 * The search dialog's elements (src/search/client.ts): a native modal <dialog> holding a WAI-ARIA
 * combobox (the search field), the language switch, a live status line and the listbox of
 * results, each option a link to the exact section.
 */
import type { nav as navEn, search as searchEn } from '../i18n/ui/en.json';
import { localizePath } from '../i18n/paths.ts';
import { extraRoutes, routes } from '../routes.ts';
import { el, excerptNodes, searchIcon } from './dialog-dom.ts';
import type { Lang, SearchHit } from './engine.ts';

export type DialogStrings = typeof searchEn;
type NavStrings = typeof navEn;

/** Where a search that found nothing can start instead: the product families, the hub, contact. */
const suggested = ['financial', 'distribution', 'hr', 'featured', 'solutions', 'contact'] as const;

/** The empty state's way on (shown only after a search with no result, dialog.css): suggested pages and the site map. */
function suggestions(t: DialogStrings, nav: NavStrings, lang: Lang): HTMLElement {
  const link = (href: string, text: string) => el('li', {}, [el('a', { href: localizePath(href, lang) }, [text])]);
  return el('nav', { class: 'search-suggest', 'aria-labelledby': 'site-search-suggest', 'data-testid': 'search-suggestions' }, [
    el('p', { id: 'site-search-suggest', class: 'search-suggest-title' }, [t.suggestions]),
    el('ul', { role: 'list' }, [...suggested.map((key) => link(routes[key], nav[key])), link(extraRoutes.sitemap, t.siteMap)]),
  ]);
}

export interface DialogParts {
  dialog: HTMLDialogElement;
  input: HTMLInputElement;
  list: HTMLDivElement;
  status: HTMLParagraphElement;
  langSwitch: HTMLButtonElement;
  close: HTMLButtonElement;
}

export function dialogParts(t: DialogStrings, nav: NavStrings, lang: Lang): DialogParts {
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
    suggestions(t, nav, lang),
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
