// The header navigation's popovers (MainNav.tsx), where the platform leaves gaps.
{
  // Escape closes the top popover. HTML gives the focus back only from the first popover opened,
  // the menu, not from a panel opened in it: a panel's button takes the focus before it closes
  // (so the menu, closed next, gives it to the menu button).
  addEventListener('keydown', (event) => {
    if (event.key == 'Escape') (document.querySelector('.nav-popover:popover-open')?.previousSibling as HTMLElement | undefined)?.focus();
  });

  // The menu and its panels belong to the narrow layout, the dropdowns to the bar: one left open
  // as the window crosses 1028 px would float over the page until dismissed. Closing the first
  // open popover (the menu, or the one dropdown: the page's only popovers) closes those inside it.
  matchMedia('(width>=64.3125rem)').onchange = () => document.querySelector<HTMLElement>(':popover-open')?.hidePopover();
}
