// Marks that scripts run: CSS shows every tab panel unless the root carries `js`. Inline in the
// head, so the class is set before the first paint.
document.documentElement.classList.add('js');
