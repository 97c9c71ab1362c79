/**
 * Renders static/img/og.jpg, the 1200×630 social card, with headless Chromium from
 * the logo and an HTML layout, so the image is reproducible and needs no design tool.
 * Run after changing the logo or the tagline: `npm run make:og-image`.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {launchBrowser} from '../tests/support/browser';
import {ensureChromium} from '../tests/support/chromium';

const root = path.resolve(__dirname, '..');
const logo = readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8');

const html = `<!doctype html><html><head><style>
  body { margin: 0; width: 1200px; height: 630px; display: flex; flex-direction: column; justify-content: center;
         padding: 0 96px; box-sizing: border-box; font-family: system-ui, sans-serif; color: #fff;
         background: radial-gradient(circle at 85% 20%, #2a7ce6 0, transparent 45%), linear-gradient(160deg, #124d97, #0b1a2f); }
  .logo { width: 120px; height: 120px; margin-bottom: 40px; }
  h1 { font-size: 84px; margin: 0 0 24px; letter-spacing: -1px; }
  p { font-size: 34px; margin: 0; max-width: 900px; line-height: 1.3; color: #d2e7ff; }
</style></head><body><div class="logo">${logo}</div><h1>Sui Documentation</h1>
<p>Concepts, guides, standards and references for building on Sui.</p></body></html>`;

async function main(): Promise<void> {
  ensureChromium();
  const browser = await launchBrowser();
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  await page.setContent(html);
  const out = path.join(root, 'static/img/og.jpg');
  await page.screenshot({path: out, type: 'jpeg', quality: 85});
  await browser.close();
  console.log(`wrote ${path.relative(root, out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
