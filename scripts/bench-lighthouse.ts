/**
 * `npm run bench:lighthouse`: Lighthouse (its default mobile profile: Moto G Power
 * emulation, simulated slow 4G and 4x CPU slowdown) in Debian's Chromium, three runs each
 * on the home page, a long concept page, a GraphQL reference page and /search?q=object,
 * served from ./build by the production nginx configuration (deploy/nginx.conf: the
 * precompressed files, caching and security headers) on 127.0.0.1. Prints the median of
 * each category score and of FCP, LCP, TBT, CLS and Speed Index, the lowest Performance
 * score of the runs (the goal is 100, never below 95), then the audits that did not pass
 * on the median run. Build first (`npm run build`). `--runs N` changes the count;
 * `--all-types` measures one page of every type (scripts/lib/benchPages.ts, PAGE_TYPES:
 * landing, generated index, JSON-RPC, snippet, DeepBook, 404 and the rest); `--desktop` uses
 * Lighthouse's desktop profile instead of the mobile one (`--both` runs the two); `--page /path`
 * (repeatable) measures those pages only.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {BENCH_PAGES, PAGE_TYPES} from './lib/benchPages';
import {lighthouseRuns, median, metric, score, type Lhr} from './lib/lighthouse';
import {ROOT} from './lib/manifest';
import {startNginx} from './lib/nginx';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['FCP s', 'first-contentful-paint', 1000],
  ['LCP s', 'largest-contentful-paint', 1000],
  ['TBT ms', 'total-blocking-time', 1],
  ['CLS', 'cumulative-layout-shift', 1],
  ['SI s', 'speed-index', 1000],
] as const;

/** Audits of the four categories that count and did not get full marks. */
function flagged(lhr: Lhr): string[] {
  const ids = new Set(CATEGORIES.flatMap((c) => lhr.categories[c]?.auditRefs.map((r) => r.id) ?? []));
  return [...ids]
    .map((id) => lhr.audits[id])
    .filter(
      (a) =>
        a && a.score !== null && a.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
    )
    .map((a) => `${a.id} (${a.score})${a.displayValue ? `: ${a.displayValue}` : ''}`);
}

interface Profile {
  name: 'mobile' | 'desktop';
  desktop: boolean;
}

async function measure(
  pages: ReadonlyArray<{path: string}>,
  runs: number,
  profile: Profile,
  serverUrl: string,
): Promise<{rows: string[][]; notes: string[]}> {
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const page of pages) {
    const pageUrl = serverUrl + page.path;
    const status = (await fetch(pageUrl)).status;
    if (status !== 200) {
      rows.push([page.path, ...CATEGORIES.map(() => 'n/a'), 'n/a', ...METRICS.map(() => 'n/a')]);
      notes.push(`${page.path}: n/a, the server answered ${status}`);
      continue;
    }
    const results = await lighthouseRuns(pageUrl, {runs, desktop: profile.desktop});
    const perf = results.map((r) => score(r, 'performance'));
    const medianRun = results[perf.indexOf(median(perf))] ?? results[0];
    rows.push([
      page.path,
      ...CATEGORIES.map((c) => String(median(results.map((r) => score(r, c))))),
      String(Math.min(...perf)),
      ...METRICS.map(([, id, unit]) => {
        const v = median(results.map((r) => metric(r, id))) / unit;
        return id === 'cumulative-layout-shift' ? v.toFixed(3) : unit === 1 ? String(Math.round(v)) : v.toFixed(2);
      }),
    ]);
    const issues = flagged(medianRun);
    notes.push(
      `${page.path}: ${issues.length ? `not at full marks: ${issues.join('; ')}` : 'every scored audit passed'}`,
    );
  }
  return {rows, notes};
}

function print(rows: string[][], notes: string[], runs: number, profile: Profile): void {
  const head = ['page', 'Perf', 'A11y', 'BP', 'SEO', 'Perf min', ...METRICS.map(([label]) => label)];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  console.log(
    `\nLighthouse ${runs} run(s) per page, default ${profile.name} profile, nginx (deploy/nginx.conf) on 127.0.0.1; medians, and the lowest Performance score:`,
  );
  console.log(head.map((h, i) => (i ? h.padStart(widths[i]) : h.padEnd(widths[i]))).join('  '));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(r.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  '));
  console.log('');
  for (const n of notes) console.log(n);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const runsArg = args.indexOf('--runs');
  const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
  if (!Number.isInteger(runs) || runs < 1 || runs > 20)
    throw new Error(`--runs must be a whole number from 1 to 20, got "${args[runsArg + 1]}"`);
  const profiles: Profile[] = args.includes('--both')
    ? [
        {name: 'mobile', desktop: false},
        {name: 'desktop', desktop: true},
      ]
    : [args.includes('--desktop') ? {name: 'desktop', desktop: true} : {name: 'mobile', desktop: false}];
  // `--page /path` (repeatable): those pages only.
  const chosen = args.flatMap((a, i) => (a === '--page' && args[i + 1] ? [args[i + 1]] : []));
  const pages = chosen.length
    ? chosen.map((p) => ({name: p, path: p}))
    : args.includes('--all-types')
      ? PAGE_TYPES
      : BENCH_PAGES;
  const buildDir = path.join(ROOT, 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error('No ./build: run `npm run build` first.');
  const server = await startNginx({root: buildDir});
  try {
    for (const profile of profiles) {
      const {rows, notes} = await measure(pages, runs, profile, server.url);
      print(rows, notes, runs, profile);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
