/**
 * Debian's Chromium as the e2e tests and benchmarks launch it, headless (Playwright's own browser
 * download does not work on our machines); `CHROMIUM_PATH` picks another.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
