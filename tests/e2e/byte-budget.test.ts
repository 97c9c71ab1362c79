/**
 * The byte budget: a doc page's first-load JavaScript (gzip) may not grow more than 5 %
 * over tests/budgets.json. First load = every JS file Chromium requests before the page is
 * hydrated, prefetches aside (see scripts/lib/pageWeight.ts); sizes are the built files
 * gzipped at level 9, so the figure is the same on every run. Raising the budget is a
 * deliberate commit (CONTRIBUTING.md: "Byte budget"). The budget is what the framework patches achieve
 * together, so it is checked only on a build with every runtime patch on.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {ROOT} from '../../scripts/lib/manifest';
import {sumWeight, visitPage, kb} from '../../scripts/lib/pageWeight';
import {startStaticServer} from '../../scripts/lib/staticServer';
import {useBrowser, url} from '../support/browser';
import {BUILD_DIR} from '../support/site';
import {RUNTIME_PATCHES, patchSkip} from '../support/patches';

const browser = useBrowser();

interface Budgets {
  tolerance: number;
  docPageFirstLoadJsGzip: {page: string; bytes: number};
  homePageFirstLoadJsGzip: {page: string; bytes: number};
}

const budgets = JSON.parse(readFileSync(path.join(ROOT, 'tests/budgets.json'), 'utf8')) as Budgets;

for (const [what, {page, bytes: budget}] of [
  ['a doc page', budgets.docPageFirstLoadJsGzip],
  ['the home page', budgets.homePageFirstLoadJsGzip],
] as const) {
  test(
    `${what}'s first-load JavaScript stays within ${budgets.tolerance * 100} % of the budget`,
    {skip: patchSkip(...RUNTIME_PATCHES)},
    async () => {
      const visit = await visitPage(browser(), BUILD_DIR, url(page));
      const {js} = sumWeight(visit.firstLoad);
      const limit = Math.floor(budget * (1 + budgets.tolerance));
      assert.ok(js.files >= 3, `expected the runtime, main and route chunks, got ${js.files} file(s)`);
      assert.ok(
        js.gzip <= limit,
        `${page} loads ${kb(js.gzip)} KB (${js.gzip} B) of JavaScript (gzip) before hydrating, over the budget of ${kb(budget)} KB + ${budgets.tolerance * 100} % (${kb(limit)} KB):\n` +
          visit.firstLoad
            .filter((a) => a.kind === 'js')
            .map((a) => `  ${a.path} ${kb(a.gzip)} KB`)
            .join('\n'),
      );
    },
  );
}

test('a prefetch that starts while the page hydrates is not counted as first-load JavaScript', async () => {
  // A page that, like a stock Docusaurus site, prefetches a link's chunk before it marks itself hydrated.
  const dir = mkdtempSync(path.join(tmpdir(), 'page-weight-'));
  writeFileSync(path.join(dir, '404.html'), 'Not found');
  writeFileSync(path.join(dir, 'needed.js'), `window.needed = ${JSON.stringify('x'.repeat(2000))};`);
  writeFileSync(path.join(dir, 'later.js'), `window.later = ${JSON.stringify('y'.repeat(3000))};`);
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>t</title><script src="/needed.js"></script><script>
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = '/later.js';
      link.onload = () => { document.documentElement.dataset.hasHydrated = 'true'; };
      document.head.appendChild(link);
    </script>`,
  );
  const server = await startStaticServer(dir);
  try {
    const visit = await visitPage(browser(), dir, `${server.url}/`);
    assert.deepEqual(
      visit.firstLoad.map((a) => a.path),
      ['/needed.js'],
    );
    assert.deepEqual(
      visit.prefetched.map((a) => a.path),
      ['/later.js'],
    );
  } finally {
    await server.stop();
    rmSync(dir, {recursive: true, force: true});
  }
});
