// The header navigation's popovers (MainNav.tsx), where the platform leaves gaps.
{
  // Escape closes the top popover. HTML gives the focus back only from the first popover opened,
  // the menu, not from a panel opened in it: a panel's button takes the focus before it closes
  // (so the menu, closed next, gives it to the menu button).
  addEventListener('keydown', (event) => {
    if (event.key == 'Escape') (document.querySelector('.nav-popover:popover-open')?.previousSibling as HTMLElement | undefined)?.focus();
  });
}
