import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import type { z } from 'zod';
import { homeSchema } from './content/schemas/home.ts';
import { aboutSchema } from './content/schemas/about.ts';
import { solutionsSchema } from './content/schemas/solutions.ts';
import { productSchema } from './content/schemas/product.ts';
import { sectorSchema } from './content/schemas/sector.ts';
import { careersSchema } from './content/schemas/careers.ts';
import { branchSchema, contactSchema } from './content/schemas/contact.ts';
import { partnersSchema, partnerDirectorySchema } from './content/schemas/partners.ts';
import { privacySchema } from './content/schemas/privacy.ts';

/** Keeps the file path as the id (`realEstate/ar`); the default would lower-case it. */
const idFromPath = ({ entry }: { entry: string }) => entry.replace(/\.json$/, '');

/** One JSON file per locale (`en.json`, `ar.json`) in the collection's folder. */
function perLocale<S extends z.ZodType>(folder: string, schema: S) {
  return defineCollection({ loader: glob({ pattern: '*.json', base: `./src/content/${folder}`, generateId: idFromPath }), schema });
}

export const collections = {
  home: perLocale('home', homeSchema),
  about: perLocale('about', aboutSchema),
  solutions: perLocale('solutions', solutionsSchema),
  careers: perLocale('careers', careersSchema),
  contact: perLocale('contact', contactSchema),
  partners: perLocale('partners', partnersSchema),
  privacy: perLocale('privacy', privacySchema),
  /** `products/<product>/<locale>.json`, id `financial/en`. */
  products: defineCollection({ loader: glob({ pattern: '*/*.json', base: './src/content/products', generateId: idFromPath }), schema: productSchema }),
  /** `sectors/<sector>/<locale>.json`, id `realEstate/ar`. */
  sectors: defineCollection({ loader: glob({ pattern: '*/*.json', base: './src/content/sectors', generateId: idFromPath }), schema: sectorSchema }),
  branches: defineCollection({ loader: file('./src/content/branches.json', { parser: (text) => JSON.parse(text).branches }), schema: branchSchema }),
  partnerDirectory: defineCollection({
    loader: file('./src/content/partner-directory.json', { parser: (text) => JSON.parse(text).partners }),
    schema: partnerDirectorySchema.shape.partners.element,
  }),
};
