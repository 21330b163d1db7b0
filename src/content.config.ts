/**
 * Astro's content collections, built from the one registry of content folders and schemas
 * (src/content/registry.ts) that `node scripts/validate-content.ts` also uses.
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import type { Loader } from 'astro/loaders';
import type { z } from 'zod';
import { dataFiles, nestedContent, pageContent, positionContent, type ContentSchema } from './content/registry.ts';

/** Keeps the file path as the id (`realEstate/ar`); the default would lower-case it. */
const idFromPath = ({ entry }: { entry: string }) => entry.replace(/\.json$/, '');

/** One JSON file per locale (`en.json`, `ar.json`) in the collection's folder. */
function perLocale<S extends z.ZodType>(folder: string, schema: S) {
  return defineCollection({ loader: glob({ pattern: '*.json', base: `./src/content/${folder}`, generateId: idFromPath }), schema });
}

/**
 * `<folder>/<key>/<locale>.json`, id `realEstate/ar`. Each entry is first checked against its
 * key's own schema (a sector's exact counts and layout), then typed by the collection's schema.
 */
function nested<S extends z.ZodType>(folder: string, schema: S, entries: Record<string, ContentSchema>) {
  const base = glob({ pattern: '*/*.json', base: `./src/content/${folder}`, generateId: idFromPath });
  const loader: Loader = {
    ...base,
    load: (context) =>
      base.load({
        ...context,
        parseData: async (props) => {
          const key = props.id.split('/')[0] ?? '';
          const own = entries[key];
          if (!own) throw new Error(`src/content/${folder}/${key}: not in src/content/registry.ts`);
          own.schema.parse(props.data);
          return context.parseData(props);
        },
      }),
  };
  return defineCollection({ loader, schema });
}

/** `src/content/<path>`: the entries of one data file (its `list` property). */
function dataFile<E extends z.ZodType>(path: string, list: string, element: E) {
  return defineCollection({ loader: file(`./src/content/${path}`, { parser: (text) => JSON.parse(text)[list] }), schema: element });
}

export const collections = {
  home: perLocale('home', pageContent.home.schema),
  about: perLocale('about', pageContent.about.schema),
  solutions: perLocale('solutions', pageContent.solutions.schema),
  careers: perLocale('careers', pageContent.careers.schema),
  contact: perLocale('contact', pageContent.contact.schema),
  partners: perLocale('partners', pageContent.partners.schema),
  privacy: perLocale('privacy', pageContent.privacy.schema),
  faq: perLocale('faq', pageContent.faq.schema),
  products: nested('products', nestedContent.products.schema, nestedContent.products.entries),
  sectors: nested('sectors', nestedContent.sectors.schema, nestedContent.sectors.entries),
  // POSITIONS_DIR: a test builds the site with fixture positions (tests/integration/positions-build.test.ts).
  positions: defineCollection({
    loader: glob({
      pattern: '*.json',
      base: process.env['POSITIONS_DIR'] ?? `./src/content/${positionContent.folder}`,
      generateId: idFromPath,
    }),
    schema: positionContent.schema,
  }),
  branches: dataFile(dataFiles.branches.file, dataFiles.branches.list, dataFiles.branches.schema.shape.branches.element),
  partnerDirectory: dataFile(
    dataFiles.partnerDirectory.file,
    dataFiles.partnerDirectory.list,
    dataFiles.partnerDirectory.schema.shape.partners.element,
  ),
} satisfies Record<keyof typeof pageContent | keyof typeof nestedContent | keyof typeof dataFiles | 'positions', unknown>;
