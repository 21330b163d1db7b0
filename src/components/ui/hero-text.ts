/**
 * The one heading scale and eyebrow style of every page's first heading (page hero, home
 * slides, reading pages), so a product page, a sector page and the home page open alike.
 * The colour is separate: the dark home slides use light tints of the same roles.
 */
export const eyebrowBase = 'mb-3 text-sm font-semibold uppercase tracking-wider';
/**
 * The page title: the phone step below 40 rem, 3xl to 64 rem, then the display step (54 px,
 * Arabic 51 in the Kufi's 700: base.css) beside a drawing (company pages) and on the home slides;
 * beside a product screen (product, sector and solutions pages, from 80 rem) one step down, 45 px
 * (Arabic 42.5: hero.css). Wrapping comes from styles/typography.css: balanced from 40 rem, `pretty` on phones
 * (decision 0062).
 */
export const heroHeadingBase = 'text-3xl font-bold lg:text-display';
export const eyebrowClass = `${eyebrowBase} text-brand-700`;
export const heroHeadingClass = `${heroHeadingBase} text-brand-900`;
/** The lead under a page title: text-lg in ink-soft, 42 rem at most; on Arabic phones darker, the English px and tighter (hero.css). */
export const heroLeadClass = 'hero-lead';
