// Regenerates the site's raster brand images in web/public from the drawn mark (web/public/favicon.svg), the
// brand colours and fonts: og-image.png (1200x630 sharing card), apple-touch-icon.png (180x180) and favicon.ico
// (16, 32, 48 px). Run by hand after a brand change (`node scripts/make-brand-images.mjs`); the outputs are committed.
// Renders with the system Chromium (/usr/bin/chromium) through playwright-core.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url);
const publicDir = new URL('web/public/', root);
const require = createRequire(import.meta.url);
const fontUrl = (file) => `data:font/woff2;base64,${readFileSync(require.resolve(`@fontsource/${file}`)).toString('base64')}`;

const mark = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const SITE_NAME = 'Foothill Primary Care';
const NAVY = '#14284b';
const CREAM = '#faf6ee';
const GOLD = '#e6c77a';

const fonts = `
  @font-face { font-family: Afacad; font-weight: 600; src: url(${fontUrl('afacad/files/afacad-latin-600-normal.woff2')}) format('woff2'); }
  @font-face { font-family: Montserrat; font-weight: 400; src: url(${fontUrl('montserrat/files/montserrat-latin-400-normal.woff2')}) format('woff2'); }
  @font-face { font-family: Montserrat; font-weight: 600; src: url(${fontUrl('montserrat/files/montserrat-latin-600-normal.woff2')}) format('woff2'); }`;

const card = `<!doctype html><html><head><style>${fonts}
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { box-sizing: border-box; padding: 72px 88px; background: ${NAVY}; color: ${CREAM}; font-family: Montserrat;
         display: flex; flex-direction: column; justify-content: space-between; }
  .brand { display: flex; align-items: center; gap: 28px; }
  .brand svg { width: 112px; height: 112px; padding: 6px; border-radius: 50%; background: ${CREAM}; }
  .name { font: 600 64px/1 Afacad; }
  h1 { margin: 0; font: 600 76px/1.05 Afacad; letter-spacing: 0.01em; }
  .rule { width: 120px; height: 6px; background: ${GOLD}; margin: 28px 0; }
  .places { font: 600 30px/1.3 Montserrat; color: ${GOLD}; letter-spacing: 0.04em; }
  .since { font: 400 26px/1.3 Montserrat; margin-top: 10px; }
</style></head><body>
  <div class="brand">${mark.replace('<svg ', '<svg aria-hidden="true" ')}<span class="name">${SITE_NAME}</span></div>
  <div>
    <h1>ELEVATE YOUR HEALTH<br>WITH EXPERT CARE</h1>
    <div class="rule"></div>
    <div class="places">GLENDALE · BURBANK · LA CANADA</div>
    <div class="since">Primary care in practice since 2015 · (818) 555-0142</div>
  </div>
</body></html>`;

const icon = (size, background) => `<!doctype html><html><head><style>
  html, body { margin: 0; width: ${size}px; height: ${size}px; background: ${background}; }
  svg { display: block; width: ${size}px; height: ${size}px; }
</style></head><body>${mark}</body></html>`;

/** An .ico holding PNG images (valid since Windows Vista and in every current browser). */
function ico(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  const shoot = async (html, width, height, transparent = false) => {
    await page.setViewportSize({ width, height });
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    return page.screenshot({ type: 'png', omitBackground: transparent });
  };
  writeFileSync(new URL('og-image.png', publicDir), await shoot(card, 1200, 630));
  // iOS draws its own rounded corners and shows black through transparency: a full navy square.
  writeFileSync(new URL('apple-touch-icon.png', publicDir), await shoot(icon(180, NAVY), 180, 180));
  const sizes = [16, 32, 48];
  const pngs = [];
  for (const size of sizes) pngs.push({ size, data: await shoot(icon(size, 'transparent'), size, size, true) });
  writeFileSync(new URL('favicon.ico', publicDir), ico(pngs));
  console.log('wrote web/public/og-image.png, apple-touch-icon.png, favicon.ico');
} finally {
  await browser.close();
}
