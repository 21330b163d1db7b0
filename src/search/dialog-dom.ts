/** DOM building blocks of the search dialog (src/search/client.ts): its stylesheet, elements, the search icon, excerpts with their marks. */

/** Pagefind's excerpts are text with <mark> around matches: rebuilt as DOM, nothing else kept. */
export function excerptNodes(excerpt: string): Node[] {
  const nodes: Node[] = [];
  const parts = excerpt.split(/(<mark>[\s\S]*?<\/mark>)/);
  const decode = (html: string) => {
    const t = document.createElement('textarea');
    t.innerHTML = html;
    return t.value;
  };
  for (const part of parts) {
    if (part === '') continue;
    if (part.startsWith('<mark>')) {
      const mark = document.createElement('mark');
      mark.textContent = decode(part.slice(6, -7));
      nodes.push(mark);
    } else {
      nodes.push(document.createTextNode(decode(part.replace(/<[^>]*>/g, ''))));
    }
  }
  return nodes;
}

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

const svgNs = 'http://www.w3.org/2000/svg';
export function searchIcon(): SVGSVGElement {
  const svg = document.createElementNS(svgNs, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'search-icon');
  for (const [name, attrs] of [
    ['circle', { cx: '11', cy: '11', r: '8' }],
    ['path', { d: 'm21 21-4.3-4.3' }],
  ] as const) {
    const shape = document.createElementNS(svgNs, name);
    for (const [k, v] of Object.entries(attrs)) shape.setAttribute(k, v);
    svg.append(shape);
  }
  return svg;
}

let styles: Promise<void> | undefined;

/** Links /_search/dialog.css (bundled beside the dialog's module) once; resolves when it has loaded or failed. */
export function dialogStyles(): Promise<void> {
  styles ??= new Promise((done) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: new URL('dialog.css', import.meta.url).href });
    link.onload = link.onerror = () => done();
    document.head.append(link);
  });
  return styles;
}
