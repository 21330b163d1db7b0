// The icons are lucide's, drawn in the site's own <svg> wrapper (src/components/ui/Icon.tsx):
// the shapes of lucide's named component, without its xmlns, classes or stroke attributes.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { X } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../src/components/ui/Icon.tsx';
import { iconNames } from '../../src/content/icon-names.ts';

const render = (props: Parameters<typeof Icon>[0]) => renderToStaticMarkup(createElement(Icon, props));

describe('Icon', () => {
  it("draws lucide's shapes in the site's wrapper, decorative unless labelled", () => {
    expect(render({ name: 'x' })).toBe(
      '<svg width="24" height="24" viewBox="0 0 24 24" class="icon size-6" aria-hidden="true"><path d="M18 6 6 18"></path><path d="m6 6 12 12"></path></svg>',
    );
    expect(render({ name: 'x', className: 'size-4', label: 'Close' })).toBe(
      '<svg width="24" height="24" viewBox="0 0 24 24" class="icon size-4" role="img" aria-label="Close"><path d="M18 6 6 18"></path><path d="m6 6 12 12"></path></svg>',
    );
    // The same shapes lucide's own component draws.
    expect(renderToStaticMarkup(createElement(X))).toContain('<path d="M18 6 6 18"></path><path d="m6 6 12 12"></path></svg>');
  });

  it('draws every listed name with shapes and none of lucide’s wrapper attributes', () => {
    for (const name of iconNames) {
      const svg = render({ name });
      expect(svg, name).toMatch(/^<svg [^>]*><(path|circle|rect|line|polyline|polygon|ellipse)[ >].*<\/svg>$/s);
      expect(/^<svg [^>]*>/.exec(svg)?.[0], name).not.toMatch(/xmlns|lucide|stroke|fill/);
      expect(svg.match(/<svg/g), name).toHaveLength(1);
    }
  });
});
