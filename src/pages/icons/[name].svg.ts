/**
 * The icon set as small SVG files (/icons/layers.svg…), in the brand's icon colour, for icons a
 * page shows many of below the fold (the sector pages' feature blocks): an `<img>` costs ~25 bytes
 * of gzipped HTML where the inline SVG costs ~120, and the files are cached across pages
 * (docs/decisions/design-history.md#0019). Same glyphs and stroke as components/ui/Icon.tsx.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon } from '../../components/ui/Icon.tsx';
import { iconNames, type IconName } from '../../content/icon-names.ts';

/** --color-brand-700 in styles/tokens.css: an image cannot inherit currentColor. */
const brand700 = '#1a4a7f';

export const getStaticPaths = (() => iconNames.map((name) => ({ params: { name } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const markup = renderToStaticMarkup(createElement(Icon, { name: params['name'] as IconName, className: '' }))
    .replace(/ (class|aria-hidden)="[^"]*"/g, '')
    // A standalone SVG file needs its namespace, which the inline icons leave out, and the
    // stroke the site's stylesheet gives inline icons (.icon in styles/icons-and-prose.css).
    .replace(
      '<svg ',
      `<svg xmlns="http://www.w3.org/2000/svg" fill="none" stroke="${brand700}" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" `,
    );
  return new Response(markup, { headers: { 'content-type': 'image/svg+xml' } });
};
