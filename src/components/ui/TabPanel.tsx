import type { ReactNode } from 'react';

/**
 * One panel of a Tabs island, rendered statically. The first is marked active so the page
 * looks right before hydration; CSS shows all panels when JavaScript is off.
 */
export function TabPanel({ id, first, children }: { id: string; first: boolean; children: ReactNode }) {
  return (
    <section role="tabpanel" id={id} aria-labelledby={`tab-${id}`} tabIndex={0} className="tabs-panel" data-active={first ? '' : undefined}>
      {children}
    </section>
  );
}
