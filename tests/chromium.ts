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
    // shows stale or partly rastered tiles (seen as a few differing pixels on rounded corners).
    '--run-all-compositor-stages-before-draw',
    '--disable-checker-imaging',
  ],
};
