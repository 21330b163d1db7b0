/**
 * Colours as the browser computes them, to hold orange to the call to action (decision 0045):
 * a design token's colour, read through a probe element, and an element's computed property.
 */
import type { Page } from '@playwright/test';

export function tokenColour(page: Page, token: string): Promise<string> {
  return page.evaluate((t) => {
    const probe = document.createElement('span');
    probe.style.color = `var(--color-${t})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, token);
}

/** A computed style property of the first match. */
export function styleOf(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
}
