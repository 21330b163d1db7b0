import type { IllustrationName } from './names.ts';

// Vite fingerprints each file, so the server can cache them as immutable.
const files = import.meta.glob<string>('../../assets/illustrations/*.svg', { query: '?url', import: 'default', eager: true });

export function illustrationUrl(name: IllustrationName): string {
  const url = files[`../../assets/illustrations/${name}.svg`];
  if (!url) throw new Error(`Missing illustration: ${name}.svg`);
  return url;
}
