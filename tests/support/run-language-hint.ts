/**
 * Runs the layout's language-hint script, as minified into every page (src/layouts/inline-scripts.ts),
 * against a stand-in document: a visitor whose browser prefers the hint's language, no cookies
 * yet. Returns whether the hint was shown, the cookies written as it shows and those written when it is dismissed.
 */
import { inlineScripts } from '../../src/layouts/inline-scripts.ts';

export interface LanguageHintRun {
  shown: boolean;
  /** `document.cookie` assignments made as the hint shows. */
  cookiesOnShow: string[];
  /** `document.cookie` assignments made by the dismiss button's click. */
  cookiesOnDismiss: string[];
}

export function runLanguageHint(protocol: 'https:' | 'http:' = 'https:'): LanguageHintRun {
  const hint = { hidden: true, dataset: { locale: 'ar' } };
  const clicks: (() => void)[] = [];
  const dismiss = { addEventListener: (type: string, listener: () => void) => type === 'click' && clicks.push(listener) };
  const written: string[] = [];
  const document = {
    getElementById: (id: string) => ({ 'lang-suggestion': hint, 'lang-suggestion-dismiss': dismiss })[id] ?? null,
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
  const navigator = { languages: ['ar-EG'], language: 'ar-EG' };
  // The shipped bytes, with the page's globals given as parameters.
  new Function('document', 'navigator', 'location', inlineScripts.languageHint)(document, navigator, { protocol });
  const shown = !hint.hidden;
  const cookiesOnShow = written.splice(0);
  for (const click of clicks) click();
  return { shown, cookiesOnShow, cookiesOnDismiss: written };
}
