/**
 * Debian's Chromium as the project starts it everywhere (tests, scripts, benches): browser
 * downloads do not work here, and without the background-networking flags Chromium tries hosts
 * this machine cannot reach.
 */
export const chromiumPath = '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Playwright's launch options. */
export const chromiumOptions = { executablePath: chromiumPath, args: chromiumFlags };
