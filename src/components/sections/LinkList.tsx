import { ArrowText } from '../ui/ArrowLink.tsx';

export interface LinkListItem {
  key: string;
  title: string;
  /** One line on what is behind the link. */
  text: string;
  href: string;
}

/**
 * Section type "link list": many destinations, each a title and one line, in two columns split by
 * rules. For hubs, where a card each would be a wall of boxes. Below 40 rem one column of titles
 * only (its line, still read out, is on the page it links), each name on one line with its arrow
 * (in two columns the longer Arabic names wrapped). A grid, not CSS
 * columns, so each row's rule runs across the list and the ten sectors end even (5 rows of 2).
 * Each row is one link, highlighted on hover and focus; its arrow follows the title's last word,
 * also where the title wraps, never the row's far end, and its line is body size (decision 0062).
 */
export function LinkList({ items, testId }: { items: LinkListItem[]; testId?: string }) {
  return (
    <ul className="grid gap-x-8 sm:grid-cols-2" role="list" data-testid={testId}>
      {items.map((item) => (
        <li key={item.key} className="border-t border-line">
          <a href={item.href} className="group -mx-3 block rounded-md px-3 py-4 hover:bg-white max-sm:py-3 focus-visible:bg-white">
            <span className="font-semibold text-brand-900 group-hover:underline" data-link-title>
              <ArrowText iconClassName="text-brand-700">{item.title}</ArrowText>
            </span>
            <span className="mt-1 block text-ink-soft max-sm:sr-only" data-link-text>
              {item.text}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
