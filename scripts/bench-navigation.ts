/**
 * `npm run bench:navigation`: client-side navigation speed, click → new h1 painted, over 20
 * sidebar links in Chromium (desktop, no throttling; see scripts/lib/navigationTiming.ts),
 * walking the sidebar from a Concepts page and from the developer guides' landing (the
 * walk opens categories and reaches landings with cards), then
 * the same on this site with every framework patch off (./build-stock, the parity tests'
 * stock build, when it exists: `npm run test:parity` makes it) and on a minimal stock
 * Docusaurus 3.10 site, for comparison. Prints median, p90 and
 * max; the goal (issue 28) is p90 ≤ 50 ms. Serves ./build (run `npm run build` first).
 * Options: `--no-stock`, `--runs N` (each start page N times; default 3), `--verbose`
 * (every click).
 */
import {existsSync} from 'node:fs';
import {cpus, loadavg} from 'node:os';
import path from 'node:path';
import {launchBrowser} from '../tests/support/browser';
import {ROOT} from './lib/manifest';
import {measureSidebarNavigation, percentile, type NavigationSample} from './lib/navigationTiming';
import {startStaticServer} from './lib/staticServer';
import {STOCK_PAGE, buildStockSite, withStockSite} from './lib/stockSite';

const LINKS = 20;
const GOAL_P90_MS = 50;
const START_PAGES = ['/concepts/object-model', '/guides/developer'];

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

function summary(label: string, samples: NavigationSample[]): string {
  const ms = samples.map((s) => s.ms);
  const f = (n: number) => `${n.toFixed(0)} ms`.padStart(7);
  return `${label.padEnd(44)} ${String(ms.length).padStart(5)}  ${f(percentile(ms, 0.5))}  ${f(percentile(ms, 0.9))}  ${f(Math.max(...ms))}`;
}

/** Samples by start page, all runs together. */
async function measure(
  base: string,
  starts: string[],
  runs: number,
  verbose: boolean,
): Promise<Map<string, NavigationSample[]>> {
  const browser = await launchBrowser();
  try {
    const byStart = new Map(starts.map((s) => [s, [] as NavigationSample[]]));
    for (let run = 0; run < runs; run++) {
      for (const start of starts) {
        const samples = await measureSidebarNavigation(browser, base, start, LINKS);
        if (samples.length < LINKS) console.warn(`only ${samples.length} sidebar links to click from ${start}`);
        if (verbose) for (const s of samples) console.log(`  ${s.ms.toFixed(1).padStart(6)} ms  ${s.from} → ${s.to}`);
        byStart.get(start)?.push(...samples);
      }
    }
    return byStart;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const runs = option('--runs', 3);
  const verbose = process.argv.includes('--verbose');
  const buildDir = path.join(ROOT, 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error('No ./build: run `npm run build` first.');
  const rows: string[] = [];
  // Clicks are timed on the wall clock: work of other processes lengthens them, so the run says how busy the machine was.
  const loadAtStart = loadavg()[0];
  const site = await startStaticServer(buildDir);
  let byStart: Map<string, NavigationSample[]>;
  try {
    byStart = await measure(site.url, START_PAGES, runs, verbose);
  } finally {
    await site.stop();
  }
  const ours = [...byStart.values()].flat();
  rows.push(summary('this site, all clicks', ours));
  for (const [start, samples] of byStart) rows.push(summary(`  from ${start}`, samples));

  // The same site with every framework patch off (the parity tests' ./build-stock), when it
  // is there: the same pages under stock Docusaurus behaviour, where the minimal stock
  // site's pages are a tenth of the size.
  const patchesOff = path.join(ROOT, 'build-stock');
  if (!process.argv.includes('--no-stock') && existsSync(path.join(patchesOff, 'index.html'))) {
    const off = await startStaticServer(patchesOff);
    try {
      const samples = [...(await measure(off.url, START_PAGES, runs, verbose)).values()].flat();
      rows.push(summary('this site, every patch off (./build-stock)', samples));
    } finally {
      await off.stop();
    }
  }
  if (!process.argv.includes('--no-stock')) {
    console.log('Building a stock Docusaurus classic site in a temporary folder...');
    await withStockSite(async (dir) => {
      const stock = await startStaticServer(buildStockSite(dir));
      try {
        const samples = (await measure(stock.url, [STOCK_PAGE], runs, verbose)).get(STOCK_PAGE) ?? [];
        rows.push(summary(`stock Docusaurus 3.10, from ${STOCK_PAGE}`, samples));
      } finally {
        await stock.stop();
      }
    });
  }
  console.log(
    `\nClient-side navigation, click → new h1 painted, ${LINKS} sidebar links per start page, ${runs} run(s); ` +
      `load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end, on ${cpus().length} CPUs`,
  );
  console.log(
    `${'site'.padEnd(44)} ${'clicks'.padStart(5)}  ${'median'.padStart(7)}  ${'p90'.padStart(7)}  ${'max'.padStart(7)}`,
  );
  for (const row of rows) console.log(row);
  const p90 = percentile(
    ours.map((s) => s.ms),
    0.9,
  );
  console.log(`\ngoal p90 ≤ ${GOAL_P90_MS} ms: ${p90 <= GOAL_P90_MS ? 'met' : 'NOT met'} (${p90.toFixed(0)} ms)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
