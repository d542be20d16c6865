// Debian's Chromium for every browser test (Playwright's own browser download is never used). The flags keep it
// quiet on a machine without internet: no background networking, updates or sync.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Screenshots: finish every compositor stage (raster included) before a frame is drawn, so a capture never
    // shows partly rastered tiles. (The rounded-corner flake of story screenshots was cured by the full repaint in
    // .storybook/vitest.setup.ts; these flags alone did not.)
    '--run-all-compositor-stages-before-draw',
    '--disable-checker-imaging',
  ],
};
