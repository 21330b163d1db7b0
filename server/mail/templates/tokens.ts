/**
 * The site's design tokens the e-mails use, copied from src/styles/tokens.css (@theme): mail
 * clients ignore stylesheets and custom properties, so every style is inline and literal.
 * tests/e2e/mail-colors.spec.ts checks that these values still match tokens.css.
 */
export const colors = {
  white: '#ffffff',
  ink: '#0f1d2e',
  inkSoft: '#3d4b5c',
  inkMuted: '#5b6878',
  line: '#d9e0e8',
  surfaceAlt: '#f4f7fa',
  brand900: '#0b2545',
  brand700: '#1a4a7f',
  brand50: '#eef4fa',
  accent700: '#b3470f',
} as const;

/** The tokens.css names of the colours above (for the consistency test). */
export const colorTokenNames: Record<keyof typeof colors, string> = {
  white: '--color-white',
  ink: '--color-ink',
  inkSoft: '--color-ink-soft',
  inkMuted: '--color-ink-muted',
  line: '--color-line',
  surfaceAlt: '--color-surface-alt',
  brand900: '--color-brand-900',
  brand700: '--color-brand-700',
  brand50: '--color-brand-50',
  accent700: '--color-accent-700',
};

/**
 * The site's web fonts are not available in a mail client and must not be fetched from a
 * server; these are the system fallbacks of tokens.css's --font-sans and --font-arabic-text.
 */
export const fonts = {
  en: "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  ar: "'Noto Sans Arabic', system-ui, -apple-system, 'Segoe UI', Tahoma, Arial, sans-serif",
} as const;

/** The logo's box in CSS pixels (the SVG's viewBox is 126 × 36). */
export const logoSize = { width: 126, height: 36 } as const;

export const radius = '10px';
export const contentWidth = 600;
