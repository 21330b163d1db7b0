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
 * rules (two from 48 rem). For hubs, where a card each would be a wall of boxes. A grid, not CSS
 * columns, so each row's rule runs across the list and the ten sectors end even (5 rows of 2).
 */
export function LinkList({ items, testId }: { items: LinkListItem[]; testId?: string }) {
  return (
    <ul className="grid gap-x-8 md:grid-cols-2" role="list" data-testid={testId}>
      {items.map((item) => (
        <li key={item.key} className="border-t border-line">
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
