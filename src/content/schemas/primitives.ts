import { z } from 'zod';
import { routeKeys, type RouteKey } from '../../routes.ts';
import { iconNames } from '../icon-names.ts';
import { screenNames } from '../../visuals/names.ts';
import { keepCompoundsWhole } from './typography.ts';

/** Non-empty, trimmed copy; compounds kept on one line (typography.ts). */
export const text = z.string().trim().min(1).transform(keepCompoundsWhole);

/**
 * Copy that may embed links to other pages as `[label](route:financial)`; rendered by
 * components/ui/RichText.tsx. The route key is checked here so a typo fails the build.
 */
export const richText = text.refine(
  (value) => [...value.matchAll(/\]\(route:([A-Za-z]+)\)/g)].every((m) => routeKeys.includes(m[1] as RouteKey)),
  { message: 'unknown route key in [label](route:key) link' },
);

export const routeKey = z.enum(routeKeys as [RouteKey, ...RouteKey[]]);
const icon = z.enum(iconNames);
/** A product screen (src/visuals/); its `imageAlt` says what the screen shows. */
export const screen = z.enum(screenNames);

export const feature = z.object({ icon, title: text, text: richText });
export const titled = z.object({ title: text, text: richText });

/** A list of bullets with an exact count, so the spec's counts are enforced at build time. */
export function bullets(count: number) {
  return z.array(richText).length(count);
}

/**
 * A software item followed by a Details link to a product page (sector pages). `section` is the
 * id of the matching section on that page, so the link lands on it (`/FeaturedSystems#project-group`);
 * src/content/validate.ts checks it exists.
 */
/**
 * A feature block on a sector page: a heading and some of a list's bullets. The spec's
 * count holds over all the blocks of the list (`groupedBullets`), so grouping never drops one.
 */
export const featureGroup = z.object({ id: z.string().regex(/^[a-z-]+$/), heading: text, items: z.array(richText).min(2) });
export type FeatureGroup = z.infer<typeof featureGroup>;

export function groupedBullets(count: number) {
  return z
    .array(featureGroup)
    .min(1)
    .refine((groups) => groups.reduce((n, g) => n + g.items.length, 0) === count, {
      message: `the groups must hold exactly ${count} bullets in all`,
    });
}

const softwareItem = z.object({ title: text, text: richText, link: routeKey, section: z.string().regex(/^[a-z-]+$/) });
export const softwareSection = z.object({ heading: text, intro: richText.optional(), items: z.array(softwareItem).length(3) });
