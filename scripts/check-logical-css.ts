// Rejects physical direction utilities and properties (ml-, pr-, left-, text-left,
// margin-left…) in components and styles: layout must use logical ones so RTL mirrors.
// See docs/decisions/design-history.md#0002. Also holds every stylesheet in src/ to the
// production files' 200 lines (decision 0033; ESLint's max-lines does not read CSS).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const roots = ['src/components', 'src/layouts', 'src/shells', 'src/pages', 'src/styles'];
const classPattern =
  /(?<![\w-])(?:-?(?:m|p|scroll-m|scroll-p)[lr]-[\w./[\]-]+|(?:-?)(?:left|right)-[\w./[\]-]+|text-(?:left|right)|float-(?:left|right)|clear-(?:left|right)|rounded-[lr]-|rounded-(?:tl|tr|bl|br)-|border-[lr](?:-|\b)|origin-(?:left|right)|(?:space|divide)-x-reverse)/;
const cssPattern =
  /(?:^|[\s;{])(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)\b|(?:^|[\s;{])(?:left|right)\s*:|text-align\s*:\s*(?:left|right)|float\s*:\s*(?:left|right)|border-(?:top|bottom)-(?:left|right)-radius/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(tsx?|astro|css)$/.test(name)) yield path;
  }
}

const problems: string[] = [];
for (const root of roots) {
  for (const file of files(root)) {
    const isCss = file.endsWith('.css');
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (line.includes('logical-css-ignore')) return;
        if (
          isCss ? cssPattern.test(line) : [...line.matchAll(/class(?:Name)?=["{`]([^"`}]*)/g)].some((m) => classPattern.test(m[1] ?? ''))
        ) {
          problems.push(
            `${file}:${i + 1}: physical direction; use a logical property/utility (ms-, pe-, start-, text-start, margin-inline-start…)\n    ${line.trim()}`,
          );
        }
      });
  }
}
const maxCssLines = 200;
for (const file of files('src')) {
  const lines = file.endsWith('.css') ? readFileSync(file, 'utf8').trimEnd().split('\n').length : 0;
  if (lines > maxCssLines) problems.push(`${file}: ${lines} lines; split it by responsibility (at most ${maxCssLines})`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s): physical directions or stylesheets over ${maxCssLines} lines.`);
  process.exit(1);
}
console.log(`logical CSS check: no physical direction utilities or properties, no stylesheet over ${maxCssLines} lines`);
