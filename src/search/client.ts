/**
 * The search dialog, loaded by the header's opener (an inline script in BaseLayout.astro) the
 * first time a visitor opens search: click on the search link, `/` or Ctrl/⌘-K. Before that the
 * page fetches nothing of it, nor Pagefind, its index or its WebAssembly. Bundled by
 * scripts/build-search-index.ts into /_search/dialog.js; docs/decisions/0011-site-search.md.
 *
 * A native modal <dialog> holding a WAI-ARIA combobox (the search field) and its listbox of
 * results (aria-activedescendant: focus stays in the field; arrows move, Enter opens, Escape
 * closes and focus returns to the opener). Each option is a link to the exact section.
 */
import { search as searchEn } from '../i18n/ui/en.json';
import { search as searchAr } from '../i18n/ui/ar.json';
import { interpolate } from '../i18n/interpolate.ts';
import { instanceFor, minQueryLength, searchSite, type Lang, type SearchHit } from './engine.ts';

type Strings = typeof searchEn;
const strings: Record<Lang, Strings> = { en: searchEn, ar: searchAr };
const direction: Record<Lang, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

/** Pagefind's excerpts are text with <mark> around matches: rebuilt as DOM, nothing else kept. */
function excerptNodes(excerpt: string): Node[] {
  const nodes: Node[] = [];
  const parts = excerpt.split(/(<mark>[\s\S]*?<\/mark>)/);
  const decode = (html: string) => {
    const t = document.createElement('textarea');
    t.innerHTML = html;
    return t.value;
  };
  for (const part of parts) {
    if (part === '') continue;
    if (part.startsWith('<mark>')) {
      const mark = document.createElement('mark');
      mark.textContent = decode(part.slice(6, -7));
      nodes.push(mark);
    } else {
      nodes.push(document.createTextNode(decode(part.replace(/<[^>]*>/g, ''))));
    }
  }
  return nodes;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

const svgNs = 'http://www.w3.org/2000/svg';
function searchIcon(): SVGSVGElement {
  const svg = document.createElementNS(svgNs, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'search-icon');
  for (const [name, attrs] of [
    ['circle', { cx: '11', cy: '11', r: '8' }],
    ['path', { d: 'm21 21-4.3-4.3' }],
  ] as const) {
    const shape = document.createElementNS(svgNs, name);
    for (const [k, v] of Object.entries(attrs)) shape.setAttribute(k, v);
    svg.append(shape);
  }
  return svg;
}

class SearchDialog {
  readonly dialog: HTMLDialogElement;
  private readonly input: HTMLInputElement;
  private readonly list: HTMLDivElement;
  private readonly status: HTMLParagraphElement;
  private readonly langSwitch: HTMLButtonElement;
  private readonly pageLang: Lang;
  private lang: Lang;
  private hits: SearchHit[] = [];
  private active = -1;
  private opener: HTMLElement | null = null;
  private running = false;
  private pending = false;

  constructor() {
    this.pageLang = document.documentElement.lang === 'ar' ? 'ar' : 'en';
    this.lang = this.pageLang;
    const t = strings[this.pageLang];
    this.input = el('input', {
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
    this.list = el('div', {
      id: 'site-search-results',
      role: 'listbox',
      'aria-label': t.results,
      class: 'search-results',
      'data-testid': 'search-results',
    });
    this.status = el('p', { class: 'search-status', 'aria-live': 'polite', 'data-testid': 'search-status' });
    this.langSwitch = el(
      'button',
      { type: 'button', role: 'switch', 'aria-checked': 'false', class: 'search-switch', 'data-testid': 'search-language' },
      [el('span', { class: 'search-switch-track', 'aria-hidden': 'true' }), t.otherLanguage],
    );
    const close = el('button', { type: 'button', class: 'search-close', 'data-testid': 'search-close' }, [t.close]);
    this.dialog = el('dialog', { class: 'search-dialog', 'aria-labelledby': 'site-search-title', 'data-testid': 'search-dialog' }, [
      el('div', { class: 'search-bar' }, [
        el('label', { for: 'site-search-input', id: 'site-search-title', class: 'sr-only' }, [t.label]),
        searchIcon(),
        this.input,
        close,
      ]),
      el('div', { class: 'search-options' }, [this.langSwitch, el('p', { id: 'site-search-hint', class: 'search-hint' }, [t.hint])]),
      this.status,
      this.list,
    ]);
    document.body.append(this.dialog);

    // No debounce (later queries answer in a few ms); see run() for fast typing.
    this.input.addEventListener('input', () => void this.run());
    this.input.addEventListener('keydown', (event) => this.onKeyDown(event));
    close.addEventListener('click', () => this.dialog.close());
    this.langSwitch.addEventListener('click', () => {
      this.lang = this.lang === this.pageLang ? (this.pageLang === 'ar' ? 'en' : 'ar') : this.pageLang;
      this.langSwitch.setAttribute('aria-checked', String(this.lang !== this.pageLang));
      this.input.lang = this.lang;
      this.input.dir = direction[this.lang];
      this.list.lang = this.lang;
      this.list.dir = direction[this.lang];
      void this.run();
    });
    // A click on the backdrop (outside the panel) closes, as Escape does.
    this.dialog.addEventListener('click', (event) => {
      if (event.target === this.dialog) this.dialog.close();
    });
    this.dialog.addEventListener('close', () => this.restoreFocus());
    this.list.addEventListener('click', (event) => {
      const option = (event.target as Element).closest('a[role="option"]');
      if (option && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey) this.dialog.close();
    });
  }

  open(opener: HTMLElement | null) {
    this.opener = opener;
    if (!this.dialog.open) this.dialog.showModal();
    this.input.focus();
    this.input.select();
    // Start Pagefind (script, entry, WebAssembly) while the visitor types the first word.
    void instanceFor(this.lang).then((i) => i.preload(''));
  }

  private restoreFocus() {
    const target =
      this.opener?.isConnected && this.opener.checkVisibility()
        ? this.opener
        : document.querySelector<HTMLElement>('[data-search-open]:not([hidden])');
    const visible = [...document.querySelectorAll<HTMLElement>('[data-search-open]')].find((e) => e.checkVisibility());
    (target?.checkVisibility() ? target : (visible ?? document.getElementById('menu-button')))?.focus();
  }

  /**
   * Searches for what the field holds. One search at a time: keystrokes during a search are
   * answered by one more search for the latest text when it ends (not one per keystroke).
   */
  private async run() {
    if (this.running) {
      this.pending = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.pending = false;
        await this.searchOnce();
      } while (this.pending);
    } finally {
      this.running = false;
    }
  }

  private async searchOnce() {
    const query = this.input.value;
    const lang = this.lang;
    const t = strings[this.pageLang];
    if (query.trim() === '') {
      this.render([], '');
      return;
    }
    let hits: SearchHit[] | null;
    try {
      hits = await searchSite(query, lang, () => this.input.value === query && this.lang === lang);
    } catch {
      this.status.textContent = t.failed;
      return;
    }
    if (hits === null || this.input.value !== query || this.lang !== lang) return;
    if (hits.length === 0 && query.trim().length < minQueryLength) return; // keep the list while the first letters are typed
    this.render(
      hits,
      hits.length === 0 ? t.none.replace('{query}', query.trim()) : interpolate(t.count, { count: hits.length }, this.pageLang),
    );
  }

  private render(hits: SearchHit[], message: string) {
    this.hits = hits;
    this.active = -1;
    const options = hits.map((hit, i) =>
      el(
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
      ),
    );
    this.list.replaceChildren(...options);
    this.input.setAttribute('aria-expanded', String(hits.length > 0));
    this.input.removeAttribute('aria-activedescendant');
    this.status.textContent = message;
    this.dialog.dataset['state'] = hits.length > 0 ? 'results' : message ? 'empty' : 'idle';
  }

  private select(index: number) {
    const options = this.list.querySelectorAll<HTMLElement>('[role="option"]');
    options[this.active]?.setAttribute('aria-selected', 'false');
    this.active = index;
    const option = options[index];
    if (!option) {
      this.input.removeAttribute('aria-activedescendant');
      return;
    }
    option.setAttribute('aria-selected', 'true');
    this.input.setAttribute('aria-activedescendant', option.id);
    option.scrollIntoView({ block: 'nearest' });
  }

  private onKeyDown(event: KeyboardEvent) {
    const count = this.hits.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        this.select(this.active + 1 >= count ? 0 : this.active + 1);
        break;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        this.select(this.active <= 0 ? count - 1 : this.active - 1);
        break;
      case 'Home':
      case 'End':
        if (this.active === -1 || count === 0) return;
        event.preventDefault();
        this.select(event.key === 'Home' ? 0 : count - 1);
        break;
      case 'Enter': {
        const hit = this.hits[this.active === -1 ? 0 : this.active];
        event.preventDefault();
        if (!hit) return;
        this.dialog.close();
        window.location.assign(hit.url);
        break;
      }
      case 'Escape':
        // With text in the field, the first Escape clears it (as the native search field does).
        if (this.input.value !== '') {
          event.preventDefault();
          this.input.value = '';
          this.render([], '');
        }
        break;
    }
  }
}

let dialog: SearchDialog | undefined;

/** Called by the opener with the element that opened search (focus returns there). */
export function open(opener: HTMLElement | null): void {
  dialog ??= new SearchDialog();
  dialog.open(opener);
}
