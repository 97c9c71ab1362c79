/**
 * `npm run bench:build`: wall time, CPU time and peak memory of a cold production build (no
 * caches: .docusaurus, .generated, node_modules/.cache and build/ removed) and of a warm one
 * (caches kept), each followed by the postbuild step (CSP, precompressed copies: cold, it
 * compresses everything; warm, only what changed), plus the number of pages built; then the
 * same builds of a minimal stock Docusaurus 3.10 site of 452 pages, for comparison (it has
 * no postbuild step). Goals (issue 28): cold ≤ 25 s and ≤ 1.5 GiB, warm ≤ 10 s, postbuild
 * ≤ 3 s. Peak memory is the maximum resident set of the build's process tree (/proc). The
 * cold build also gets an empty temp dir, where jiti keeps the config's transpiled TypeScript.
 * `--no-stock` skips the stock site.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {timedBuild, timedCommand, type TimedBuild} from './lib/timedBuild';
import {STOCK_PAGES, withStockSite} from './lib/stockSite';
import {htmlFiles} from './postbuild';

const root = path.resolve(__dirname, '..');

/** The pages built: HTML files but the 404 page and the redirect pages of moved addresses. */
function pageCount(): number {
  return htmlFiles(path.join(root, 'build')).filter((f) => f !== '404.html').length;
}

function postbuild(): Promise<TimedBuild> {
  return timedCommand(path.join(root, 'node_modules/.bin/tsx'), ['scripts/postbuild.ts']);
}

const row = (label: string, t: TimedBuild | null, goal: string) =>
  [
    label.padEnd(30),
    t ? `${t.seconds.toFixed(1)} s`.padStart(8) : '       —',
    t ? `${t.cpuSeconds.toFixed(1)} s`.padStart(8) : '       —',
    t ? `${t.peakMiB.toFixed(0)} MiB`.padStart(9) : '        —',
    goal,
  ].join('  ');

function stockBuilds(): Promise<[TimedBuild, TimedBuild]> {
  return withStockSite(async (dir) => {
    const cold = await timedBuild({cwd: dir, args: [dir]});
    const warm = await timedBuild({cwd: dir, args: [dir]});
    return [cold, warm];
  });
}

async function main(): Promise<void> {
  for (const dir of ['.docusaurus', '.generated', 'node_modules/.cache', 'build']) {
    rmSync(path.join(root, dir), {recursive: true, force: true});
  }
  // Docusaurus loads the config and its TypeScript through jiti, which keeps what it
  // transpiled in <temp dir>/node-jiti across builds (2-3 s of Babel on this machine the first
  // time): a cold build gets a temp dir of its own, as a fresh machine or folder would.
  const coldTemp = mkdtempSync(path.join(tmpdir(), 'bench-build-'));
  const cold = await timedBuild({env: {...process.env, TMPDIR: coldTemp}}).finally(() =>
    rmSync(coldTemp, {recursive: true, force: true}),
  );
  const coldPost = await postbuild();
  const warm = await timedBuild();
  const warmPost = await postbuild();
  const pages = pageCount();
  const stock = process.argv.includes('--no-stock') ? null : await stockBuilds();
  console.log(`
Build of this site (${pages} pages)${stock ? ` and of a stock Docusaurus 3.10 site (${STOCK_PAGES} pages)` : ''}`);
  console.log(['step'.padEnd(30), 'wall'.padStart(8), 'CPU'.padStart(8), 'peak'.padStart(9), 'goal'].join('  '));
  console.log(row('cold build', cold, '≤ 25 s, ≤ 1536 MiB'));
  console.log(row('  postbuild after it', coldPost, '≤ 3 s'));
  console.log(row('warm build', warm, '≤ 10 s'));
  console.log(row('  postbuild after it', warmPost, '≤ 3 s'));
  if (stock) {
    console.log(row('stock site, cold build', stock[0], ''));
    console.log(row('stock site, warm build', stock[1], ''));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
