import { describe, expect, it } from 'vitest';
import { fileSizeText, splitExtension } from '../../src/components/islands/forms/FileField.tsx';
import { useTranslations } from '../../src/i18n/ui.ts';
import type { Locale } from '../../src/i18n/locales.ts';

describe('the CV field', () => {
  it('shows the size in kilobytes under 1000 KB, else in megabytes to one decimal, in the page language', () => {
    const sizes = (locale: Locale) => {
      const t = useTranslations(locale);
      const strings = { sizeKb: t('forms.cvSizeKb'), sizeMb: t('forms.cvSizeMb') };
      return [10, 2048, 153_600, 1_023_999, 1_572_864, 5 * 1024 * 1024].map((bytes) => fileSizeText(bytes, strings, locale));
    };
    expect(sizes('en')).toEqual(['1 KB', '2 KB', '150 KB', '1 MB', '1.5 MB', '5 MB']);
    expect(sizes('ar')).toEqual(['كيلوبايت واحد', 'كيلوبايتان', '150 كيلوبايت', 'ميغابايت واحد', '1.5 ميغابايت', '5 ميغابايت']);
  });

  it('keeps the extension apart, so a long name is cut before it', () => {
    expect(splitExtension('cv.pdf')).toEqual(['cv', '.pdf']);
    expect(splitExtension('Omar Hassan CV.final.docx')).toEqual(['Omar Hassan CV.final', '.docx']);
    expect(splitExtension('السيرة الذاتية.pdf')).toEqual(['السيرة الذاتية', '.pdf']);
    // No extension, a dot file, or a "dot" far from the end: the name stays whole.
    expect(splitExtension('resume')).toEqual(['resume', '']);
    expect(splitExtension('.pdf')).toEqual(['.pdf', '']);
    expect(splitExtension('v1.2 of my curriculum vitae')).toEqual(['v1.2 of my curriculum vitae', '']);
  });
});
