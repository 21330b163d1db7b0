import { Icon } from '../ui/Icon.tsx';

export interface LinkListItem {
  key: string;
  title: string;
  /** One line on what is behind the link. */
  text: string;
  href: string;
}

/**
 * Section type "link list": many destinations, each a title and one line, in columns split by
 * rules (two from 48 rem, three from 80 rem). For hubs, where a card each would be a wall of boxes.
 * The list flows down the columns (CSS columns, not a grid), so ten items read 4–3–3 and no row
 * ends with one item beside empty cells.
 */
export function LinkList({ items, testId }: { items: LinkListItem[]; testId?: string }) {
  return (
    <ul className="gap-x-8 md:columns-2 xl:columns-3" role="list" data-testid={testId}>
      {items.map((item) => (
        <li key={item.key} className="break-inside-avoid border-t border-line">
          <a href={item.href} className="group flex items-start justify-between gap-4 py-4">
            <span>
              <span className="block font-semibold text-brand-900 group-hover:underline">{item.title}</span>
              <span className="mt-1 block text-sm text-ink-soft">{item.text}</span>
            </span>
            <Icon name="arrow-right" className="icon-directional mt-1 size-4 shrink-0 text-brand-700" />
          </a>
        </li>
      ))}
    </ul>
  );
}
