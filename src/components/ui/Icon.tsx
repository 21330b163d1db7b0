import type { LucideIcon } from 'lucide-react';
import * as lucide from 'lucide-react';
import type { IconName } from './icon-names.ts';

/** `'building-2'` → `'Building2'`: lucide's export name for an icon name. */
type ExportName<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Capitalize<Head>}${ExportName<Tail>}` : Capitalize<S>;

/**
 * The names are listed once, in icon-names.ts; each resolves to lucide's export of that name,
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

export function Icon({ name, className = 'size-6', label }: IconProps) {
  const Glyph = glyphs[exportName(name)];
  return label ? (
    <Glyph className={className} strokeWidth={1.75} role="img" aria-label={label} />
  ) : (
    <Glyph className={className} strokeWidth={1.75} aria-hidden="true" focusable="false" />
  );
}
