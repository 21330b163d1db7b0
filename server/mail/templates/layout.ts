/**
 * The frame every e-mail shares: `lang`/`dir` of its language, the logo (a PNG attached inline
 * or, in the preview, a data: URL; never a remote URL), a white card on the site's light
 * surface, and a footer. Styles are inline literals from tokens.ts: mail clients ignore
 * stylesheets.
 */
import { createElement as h, type ReactNode } from 'react';
import { Body, Container, Head, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import { localeInfo, type Locale } from '../../../src/i18n/locales.ts';
import { site } from '../../../src/site.config.ts';
import { colors, contentWidth, fonts, logoSize, radius } from './tokens.ts';
import { emailStrings } from './strings.ts';

export interface LayoutProps {
  locale: Locale;
  title: string;
  /** The line mail clients show after the subject. */
  preview: string;
  logoSrc: string;
  children?: ReactNode;
  /** The acknowledgement says why the visitor got it; staff notifications do not need to. */
  sentBecause?: boolean;
}

export function EmailLayout({ locale, title, preview, logoSrc, children, sentBecause = false }: LayoutProps) {
  const { dir } = localeInfo[locale];
  const t = emailStrings(locale).layout;
  const base = { fontFamily: fonts[locale], color: colors.ink, textAlign: dir === 'rtl' ? 'right' : 'left' } as const;
  return h(
    Html,
    { lang: locale, dir },
    h(
      Head,
      null,
      h('title', null, title),
      h('meta', { name: 'color-scheme', content: 'light' }),
      h('meta', { name: 'supported-color-schemes', content: 'light' }),
    ),
    h(Preview, null, preview),
    h(
      Body,
      { style: { ...base, backgroundColor: colors.surfaceAlt, margin: 0, padding: '24px 0' } },
      h(
        Container,
        { style: { maxWidth: `${contentWidth}px`, width: '100%' } },
        h(
          Section,
          { style: { padding: '0 16px 16px' } },
          h(Img, { src: logoSrc, width: logoSize.width, height: logoSize.height, alt: t.logoAlt, style: { display: 'block' } }),
        ),
        h(
          Section,
          { style: { ...base, backgroundColor: colors.white, border: `1px solid ${colors.line}`, borderRadius: radius, padding: '24px' } },
          children,
        ),
        h(
          Section,
          { style: { padding: '16px' } },
          h(
            Text,
            { style: { ...base, color: colors.inkMuted, fontSize: '13px', lineHeight: '20px', margin: 0 } },
            t.footer,
            ' · ',
            h(Link, { href: site.origin, style: { color: colors.brand700, textDecoration: 'underline' } }, new URL(site.origin).host),
          ),
          sentBecause
            ? h(
                Text,
                { style: { ...base, color: colors.inkMuted, fontSize: '13px', lineHeight: '20px', margin: '8px 0 0' } },
                t.sentBecause,
              )
            : null,
        ),
      ),
    ),
  );
}

/** Paragraph, heading and link styles the templates share. */
export const styles = {
  heading: { fontSize: '22px', lineHeight: '30px', fontWeight: 700, color: colors.brand900, margin: '0 0 16px' },
  subheading: { fontSize: '17px', lineHeight: '26px', fontWeight: 700, color: colors.brand900, margin: '24px 0 8px' },
  text: { fontSize: '16px', lineHeight: '26px', color: colors.ink, margin: '0 0 16px' },
  muted: { fontSize: '14px', lineHeight: '22px', color: colors.inkSoft, margin: '0 0 12px' },
  link: { color: colors.brand700, textDecoration: 'underline' },
} as const;
