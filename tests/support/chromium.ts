/**
 * Debian's Chromium (`apt-get install chromium`; no browser download works here) and the flags every
 * headless run of it uses: the Playwright journeys, the browser evidence tests and Lighthouse.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
