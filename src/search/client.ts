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
import { nav as navEn, search as searchEn } from '../i18n/ui/en.json';
import { nav as navAr, search as searchAr } from '../i18n/ui/ar.json';
import { dialogStyles } from './dialog-dom.ts';
import { dialogParts, resultOption, type DialogStrings } from './dialog-markup.ts';
import { instanceFor, minQueryLength, searchSite, type Lang, type SearchHit } from './engine.ts';
import { optionAfterKey } from './listbox-keys.ts';
import { resultMessage } from './result-message.ts';
import './dialog.css';
import './dialog-results.css';

const strings: Record<Lang, DialogStrings> = { en: searchEn, ar: searchAr };
const navStrings = { en: navEn, ar: navAr };
const direction: Record<Lang, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

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
    const { dialog, input, list, status, langSwitch, close } = dialogParts(
      strings[this.pageLang],
      navStrings[this.pageLang],
      this.pageLang,
    );
    this.dialog = dialog;
    this.input = input;
    this.list = list;
    this.status = status;
    this.langSwitch = langSwitch;
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

  open(opener: HTMLElement | null, typed?: HTMLInputElement) {
    this.opener = opener;
    if (!this.dialog.open) this.dialog.showModal();
    this.input.focus();
    // What was typed into the opener's stand-in field while this module loaded, read once the focus
    // has left it (an input method's text being composed is committed then).
    const text = typed?.value;
    typed?.remove();
    if (text) {
      this.input.value = text; // the caret after it: typing goes on
      void this.run();
    } else this.input.select();
    // Start Pagefind (script, entry, WebAssembly) while the visitor types the first word.
    void instanceFor(this.lang).then((i) => i.preload(''));
  }

  /**
   * Focus back to the opener or, when it is gone or hidden (the menu's search link: opening the
   * dialog closed the menu), to the first search link in view: the header's, on every page.
   */
  private restoreFocus() {
    const opener = this.opener?.isConnected && this.opener.checkVisibility() ? this.opener : undefined;
    (opener ?? [...document.querySelectorAll<HTMLElement>('[data-search-open]')].find((e) => e.checkVisibility()))?.focus();
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
      this.render([], '', query);
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
    this.render(hits, resultMessage(t, query, hits.length, this.pageLang), query);
  }

  /** `query`: the text these results answer, kept on the list (while typing, a shorter prefix's results show until the next search ends). */
  private render(hits: SearchHit[], message: string, query: string) {
    this.hits = hits;
    this.list.dataset['query'] = query;
    this.active = -1;
    this.list.replaceChildren(...hits.map(resultOption));
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
    const next = optionAfterKey(event.key, this.active, this.hits.length);
    if (next !== undefined) {
      event.preventDefault();
      this.select(next);
    } else if (event.key === 'Enter') {
      const hit = this.hits[this.active === -1 ? 0 : this.active];
      event.preventDefault();
      if (!hit) return;
      this.dialog.close();
      window.location.assign(hit.url);
    } else if (event.key === 'Escape') {
      // The dialog's hint says Escape closes it, so the first one does, a typed query or not (a
      // search field's own Escape would only clear the text).
      event.preventDefault();
      this.dialog.close();
    }
  }
}

let dialog: SearchDialog | undefined;

/** Called by the opener with the element that opened search (focus returns there) and its stand-in field. */
export async function open(opener: HTMLElement | null, typed?: HTMLInputElement): Promise<void> {
  await dialogStyles();
  dialog ??= new SearchDialog();
  dialog.open(opener, typed);
}
