// The e-mails write the site's colours as literals (mail clients ignore custom properties:
// server/mail/templates/tokens.ts). Each literal must be the colour the site's pages resolve
// its design token to, as the browser computes it on a built page.
import { expect, test } from '@playwright/test';
import { colors, colorTokenNames } from '../../server/mail/templates/tokens.ts';

/** `#rrggbb` as the browser writes a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test("the mails' colours are the site's tokens", async ({ page }) => {
  await page.goto('/');
  const resolved = await page.evaluate((names) => {
    const probe = document.body.appendChild(document.createElement('span'));
    return Object.fromEntries(
      Object.entries(names).map(([key, name]) => {
        probe.style.color = `var(${name}, transparent)`;
        return [key, getComputedStyle(probe).color];
      }),
    );
  }, colorTokenNames);
  for (const [key, hex] of Object.entries(colors))
    expect(resolved[key], `${key} (${colorTokenNames[key as keyof typeof colors]})`).toBe(rgb(hex));
});
