/**
 * The byte budget: a doc page's first-load JavaScript (gzip) may not grow more than 5 %
 * over tests/budgets.json. First load = every JS file Chromium requests before the page's
 * load event, which is when Docusaurus has loaded the route's chunks and hydrates (see
 * scripts/lib/pageWeight.ts); sizes are the built files gzipped at level 9, so the figure
 * is the same on every run. Raising the budget is a deliberate commit (README: "Byte budget").
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ROOT} from '../../scripts/lib/manifest';
import {sumWeight, visitPage, kb} from '../../scripts/lib/pageWeight';
import {useBrowser, url} from '../support/browser';
import {BUILD_DIR} from '../support/site';

const browser = useBrowser();

interface Budgets {
  tolerance: number;
  docPageFirstLoadJsGzip: {page: string; bytes: number};
}

const budgets = JSON.parse(readFileSync(path.join(ROOT, 'tests/budgets.json'), 'utf8')) as Budgets;

test(`a doc page's first-load JavaScript stays within ${budgets.tolerance * 100} % of the budget`, async () => {
  const {page, bytes: budget} = budgets.docPageFirstLoadJsGzip;
  const visit = await visitPage(browser(), BUILD_DIR, url(page));
  const {js} = sumWeight(visit.firstLoad);
  const limit = Math.floor(budget * (1 + budgets.tolerance));
  assert.ok(js.files >= 3, `expected the runtime, main and route chunks, got ${js.files} file(s)`);
  assert.ok(
    js.gzip <= limit,
    `${page} loads ${kb(js.gzip)} KB of JavaScript (gzip) before hydrating, over the budget of ${kb(budget)} KB + ${budgets.tolerance * 100} % (${kb(limit)} KB):\n` +
      visit.firstLoad.filter((a) => a.kind === 'js').map((a) => `  ${a.path} ${kb(a.gzip)} KB`).join('\n'),
  );
});
