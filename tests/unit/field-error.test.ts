// A field's error message as the forms render it (src/components/islands/forms/Field.tsx): the
// e-mail example of `errors.email` is isolated left to right, and the Arabic sentence puts no
// full stop beside it (the stop showed at the address's left: «.name@company.com»).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from '../../src/components/islands/forms/Field.tsx';
import ar from '../../src/i18n/ui/ar.json' with { type: 'json' };
import en from '../../src/i18n/ui/en.json' with { type: 'json' };

const errorOf = (error: string) => {
  const html = renderToStaticMarkup(createElement(Field, { id: 'f-email', label: 'E-mail', error, children: () => null }));
  // One span beside the icon (the error is a flex row): text and address wrap as one paragraph.
  return /<p id="f-email-error"[^>]*><span>(.*?)<\/span><\/p>/.exec(html)?.[1];
};

describe('a field error with an e-mail address', () => {
  it('isolates the address left to right in both languages', () => {
    expect(errorOf(ar.errors.email)).toBe('أدخل بريدًا إلكترونيًا صحيحًا، مثل: <bdi dir="ltr">name@company.com</bdi>');
    expect(errorOf(en.errors.email)).toBe('Enter a valid e-mail address, like <bdi dir="ltr">name@company.com</bdi>.');
  });

  it('leaves a message without an address as it is', () => {
    expect(errorOf(ar.errors.emailRequired)).toBe(ar.errors.emailRequired);
  });
});
