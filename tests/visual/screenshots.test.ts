/**
 * One page of every type, in light and dark, at desktop and phone widths:
 *  (a) the screen a reader first sees, compared with tests/visual/baselines/ (a difference
 *      fails with the diff image under test-results/visual/; `npm run test:visual -- --update`
 *      takes new baselines after an intended change, CONTRIBUTING.md: Screenshot baselines);
 *  (b) the contrast of every link and button text drawn over a gradient or an image, measured
 *      from the pixels: at least 4.5:1, 3:1 for large text (WCAG 2 AA).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {BrowserContextOptions} from 'playwright-core';
import {ROOT} from '../../scripts/lib/manifest';
import {DESKTOP, url, useBrowser} from '../support/browser';
import {MOBILE} from '../support/parity';
import {
  MAX_DIFF_RATIO,
  UPDATING,
  compareWithBaseline,
  measureContrast,
  settledScreenshot,
  textsOverImages,
} from '../support/visual';
import {waitForHydration} from '../support/site';

const browser = useBrowser();

const GRAPHQL = '/references/sui-api/graphql/reference';

interface PageType {
  /** The baseline files' prefix. */
  name: string;
  path: string;
  /** What must be on the page before the shot (content that arrives after hydration). */
  ready?: string;
}

const PAGES: readonly PageType[] = [
  {name: 'home', path: '/'},
  {name: 'section-landing', path: '/concepts'},
  {name: 'leaf-doc', path: '/concepts/object-model'},
  {name: 'generated-index', path: `${GRAPHQL}/types/objects`},
  {name: 'graphql-type', path: `${GRAPHQL}/types/objects/object`},
  {name: 'json-rpc', path: '/sui-api-ref'},
  {name: 'snippet', path: '/snippets/cli-check-install'},
  {name: 'top-level', path: '/sui-glossary'},
  {name: 'deepbook', path: '/deepbook-orders'},
  {name: 'search', path: '/search?q=object', ready: 'main article[class*="searchResultItem"] a'},
  {name: '404', path: '/no-such-page'},
];

const MODES = ['light', 'dark'] as const;
const SIZES: ReadonlyArray<{name: string; options: BrowserContextOptions}> = [
  {name: 'desktop', options: DESKTOP},
  {name: 'mobile', options: MOBILE},
];

const relative = (file: string | undefined) => (file ? path.relative(ROOT, file) : '(none)');

for (const pageType of PAGES) {
  test(`${pageType.name} (${pageType.path}): screenshots match the baselines and text over gradients has contrast`, async (t) => {
    for (const mode of MODES) {
      for (const size of SIZES) {
        const name = `${pageType.name}-${mode}-${size.name}`;
        await t.test(`${mode}, ${size.name}`, async () => {
          const context = await browser().newContext({...size.options, colorScheme: mode, reducedMotion: 'reduce'});
          await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
          const page = await context.newPage();
          try {
            await page.goto(url(pageType.path));
            if (pageType.ready) await page.locator(pageType.ready).first().waitFor();
            await page.mouse.move(0, 0);
            const shot = await settledScreenshot(page);

            const low: string[] = [];
            for (const [i, text] of (await textsOverImages(page)).entries()) {
              const ratio = await measureContrast(page, text, i);
              const needed = text.large ? 3 : 4.5;
              if (ratio < needed) low.push(`${text.label}: ${ratio.toFixed(2)}:1, needs ${needed}:1`);
            }
            assert.deepEqual(
              low,
              [],
              `${pageType.path} (${mode}, ${size.name}): text over a gradient or image below contrast`,
            );

            const result = compareWithBaseline(name, shot);
            if (result.outcome === 'new' || result.outcome === 'updated') {
              console.log(`# baseline ${result.outcome}: tests/visual/baselines/${name}.png`);
            }
            assert.notEqual(
              result.outcome,
              'missing',
              `no baseline tests/visual/baselines/${name}.png: run npm run test:visual -- --update, look at it and commit it`,
            );
            assert.notEqual(
              result.outcome,
              'different',
              `${pageType.path} (${mode}, ${size.name}) differs from tests/visual/baselines/${name}.png: ` +
                `${result.diffPixels} pixels (${(result.ratio * 100).toFixed(3)} %, allowed ${(MAX_DIFF_RATIO * 100).toFixed(3)} %); ` +
                `diff ${relative(result.diffPath)}, screenshot ${relative(result.actualPath)}` +
                (UPDATING ? '' : '. If the change is intended: npm run test:visual -- --update'),
            );
          } finally {
            await context.close();
          }
        });
      }
    }
  });
}

test('the contrast check finds the buttons on the home page hero gradient (it measures something)', async () => {
  const context = await browser().newContext(DESKTOP);
  const page = await context.newPage();
  try {
    await page.goto(url('/'));
    await waitForHydration(page);
    const labels = (await textsOverImages(page)).map((t) => t.label).join('\n');
    assert.match(labels, /Get started/);
    assert.match(labels, /How Sui works/);
  } finally {
    await context.close();
  }
});
