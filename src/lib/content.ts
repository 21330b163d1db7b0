import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { defaultLocale, type Locale } from '../i18n/locales.ts';
import { withClaims } from './claims.ts';

type PerLocaleCollection = 'home' | 'about' | 'solutions' | 'careers' | 'contact' | 'partners' | 'privacy' | 'faq';

/** The page's content in `locale`, falling back to English (docs/requirements.md R1: en is the fallback). */
export async function localeEntry<C extends PerLocaleCollection>(collection: C, locale: Locale): Promise<CollectionEntry<C>['data']> {
  const entry = ((await getEntry(collection, locale)) ?? (await getEntry(collection, defaultLocale))) as CollectionEntry<C> | undefined;
  if (!entry) throw new Error(`No ${collection} content for ${locale}`);
  return withClaims(entry.data, locale);
}

/** Content of a product or sector page in `locale`, e.g. `nestedEntry('products', 'financial', 'ar')`. */
export async function nestedEntry<C extends 'products' | 'sectors'>(
  collection: C,
  key: string,
  locale: Locale,
): Promise<CollectionEntry<C>['data']> {
  const entry = ((await getEntry(collection, `${key}/${locale}`)) ?? (await getEntry(collection, `${key}/${defaultLocale}`))) as
    CollectionEntry<C> | undefined;
  if (!entry) throw new Error(`No ${collection} content for ${key}/${locale}`);
  return withClaims(entry.data, locale);
}

export async function allData<C extends 'branches' | 'partnerDirectory'>(collection: C): Promise<Array<CollectionEntry<C>['data']>> {
  return (await getCollection(collection)).map((entry) => entry.data as CollectionEntry<C>['data']);
}
