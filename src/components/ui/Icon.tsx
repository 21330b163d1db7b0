import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LucideIcon } from 'lucide-react';
import * as lucide from 'lucide-react';
import type { IconName } from '../../content/icon-names.ts';

/** `'building-2'` → `'Building2'`: lucide's export name for an icon name. */
type ExportName<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Capitalize<Head>}${ExportName<Tail>}` : Capitalize<S>;

/**
 * The names are listed once, in src/content/icon-names.ts; each resolves to lucide's export of that name,
 * and `satisfies` makes `tsc` reject a name lucide does not have. Rendered to inline SVG at
 * build time (no island imports this file), so no icon JavaScript reaches the browser.
 */
const glyphs = lucide satisfies Record<ExportName<IconName>, LucideIcon>;

function exportName(name: IconName): ExportName<IconName> {
  return name.replace(/(?:^|-)(\w)/g, (_, c: string) => c.toUpperCase()) as ExportName<IconName>;
}

interface IconProps {
  name: IconName;
  className?: string;
  /** Accessible name; without one the icon is decorative and hidden from assistive tech. */
  label?: string;
}

const shapes = new Map<IconName, string>();

/**
 * A glyph's shapes, as markup: lucide's component for the icon rendered once (build time only)
 * and its <svg> wrapper taken off; the wrapper is drawn by Icon below.
 */
function shapesOf(name: IconName): string {
  let markup = shapes.get(name);
  if (markup === undefined) {
    const svg = renderToStaticMarkup(createElement(glyphs[exportName(name)]));
    markup = /^<svg[^>]*>(.*)<\/svg>$/s.exec(svg)?.[1];
    if (markup === undefined) throw new Error(`lucide's ${name} did not render one <svg>`);
    shapes.set(name, markup);
  }
  return markup;
}

/**
 * Drawn here rather than by lucide's component, which adds `xmlns` (inline SVG in HTML needs
 * none: the parser gives it the SVG namespace) and two classes no stylesheet uses (`lucide
 * lucide-<name>`); the stroke (lucide's: 1.75 px, round caps and joins, no fill) is set once by
 * `.icon` in styles/icons-and-prose.css, not on each of a page's 20–30 icons: every icon's bytes are on
 * its page's HTML budget (docs/design.md §6).
 */
export function Icon({ name, className = 'size-6', label }: IconProps) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      className={className ? `icon ${className}` : 'icon'}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': 'true' as const })}
      dangerouslySetInnerHTML={{ __html: shapesOf(name) }}
    />
  );
}
