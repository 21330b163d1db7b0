/**
 * The one heading scale and eyebrow style of every page's first heading (page hero, home
 * slides, reading pages), so a product page, a sector page and the home page open alike.
 * The colour is separate: the dark home slides use light tints of the same roles.
 */
export const eyebrowBase = 'mb-3 text-sm font-semibold uppercase tracking-wider';
// Wrapping comes from styles/typography.css: balanced from 40 rem, `pretty` on phones (decision 0062).
const heroHeadingBase = 'text-3xl font-bold lg:text-4xl';
/**
 * Beside a product screen (product, sector and hub heroes, home slides): from 64 rem the screen
 * takes 60 % of the row (decision 0065), and the text column keeps the longest heading ("Accounting,
 * treasury and tax in one connected system") to three lines at 2xl up to 80 rem, 3xl from there.
 */
export const screenHeroHeadingBase = 'text-3xl font-bold lg:text-2xl xl:text-3xl';
/** Across the hero (product pages, PageHero `across`): one size from 40 rem, two lines at most from 64 rem. */
export const acrossHeroHeadingClass = 'text-3xl font-bold text-brand-900';
export const eyebrowClass = `${eyebrowBase} text-brand-700`;
export const heroHeadingClass = `${heroHeadingBase} text-brand-900`;
export const screenHeroHeadingClass = `${screenHeroHeadingBase} text-brand-900`;
export const heroLeadClass = 'max-w-2xl text-lg text-ink-soft';
