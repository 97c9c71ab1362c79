/**
 * `npm run bench:bytes`: the JavaScript and CSS a first visit downloads (raw and gzip,
 * measured in Chromium, see scripts/lib/pageWeight.ts) on the home page, a long concept
 * page, a GraphQL reference page and /search?q=object, then what a client-side navigation
 * to a second doc page adds. Then the same for a minimal stock Docusaurus 3.10 classic site
 * of 452 pages built in a temporary folder, for comparison. Serves ./build (run
 * `npm run build` first); `--no-stock` skips the stock site.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {launchBrowser} from '../tests/support/browser';
import {BENCH_PAGES} from './lib/benchPages';
import {ROOT} from './lib/manifest';
import {kb, sumWeight, visitPage, type Asset} from './lib/pageWeight';
import {startStaticServer} from './lib/staticServer';
import {STOCK_NEXT, STOCK_PAGE, STOCK_PAGES, buildStockSite, withStockSite} from './lib/stockSite';

type Row = [string, ...string[]];

function reactVersion(): string {
  return (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/react/package.json'), 'utf8')) as {version: string})
    .version;
}

function row(label: string, assets: Asset[]): Row {
  const w = sumWeight(assets);
  return [label, kb(w.js.raw), kb(w.js.gzip), String(w.js.files), kb(w.css.raw), kb(w.css.gzip), String(w.css.files)];
}

function printTable(title: string, rows: Row[]): void {
  const head: Row = ['page', 'JS raw KB', 'JS gzip KB', 'JS files', 'CSS raw KB', 'CSS gzip KB', 'CSS files'];
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  console.log(`\n${title}`);
  for (const [n, r] of all.entries()) {
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
    if (n === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

async function measureSite(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  buildDir: string,
  base: string,
  pages: {name: string; path: string; next?: string}[],
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const p of pages) {
    try {
      const visit = await visitPage(browser, buildDir, base + p.path, p.next);
      rows.push(row(`${p.name} ${p.path}: first load (until hydrated)`, visit.firstLoad));
      rows.push(row(`  + loaded by the page after hydration`, visit.lazy));
      rows.push(row(`  + prefetched for links in view`, visit.prefetched));
      if (visit.navigation) {
        rows.push(row(`  + client-side navigation to ${p.next}`, visit.navigation));
        rows.push(
          row(`  = all downloaded after navigating`, [
            ...visit.firstLoad,
            ...visit.lazy,
            ...visit.prefetched,
            ...visit.navigation,
          ]),
        );
      }
    } catch (error) {
      rows.push([
        `${p.name} ${p.path}: n/a (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
        '',
        '',
        '',
        '',
        '',
        '',
      ]);
    }
  }
  return rows;
}

async function main(): Promise<void> {
  const buildDir = path.join(ROOT, 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error('No ./build: run `npm run build` first.');
  const browser = await launchBrowser();
  try {
    const site = await startStaticServer(buildDir);
    try {
      printTable(
        'This site (./build); KB = 1024 bytes, gzip level 9',
        await measureSite(browser, buildDir, site.url, BENCH_PAGES),
      );
    } finally {
      await site.stop();
    }

    if (process.argv.includes('--no-stock')) return;
    console.log(`\nBuilding a stock Docusaurus classic site of ${STOCK_PAGES} pages in a temporary folder...`);
    await withStockSite(async (dir) => {
      const stockBuild = buildStockSite(dir);
      const stock = await startStaticServer(stockBuild);
      try {
        printTable(
          // It runs on this project's packages, React included: a new Docusaurus 3.10 site
          // would have React 19, whose react-dom is ~23 KB gzip larger (ARCHITECTURE.md: Page weight and start-up).
          `Stock Docusaurus 3.10 classic site, ${STOCK_PAGES} doc pages, on this project's React ${reactVersion()} (for comparison)`,
          await measureSite(browser, stockBuild, stock.url, [{name: 'doc', path: STOCK_PAGE, next: STOCK_NEXT}]),
        );
      } finally {
        await stock.stop();
      }
    });
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
