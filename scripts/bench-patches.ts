/**
 * `npm run bench:patches`: what each framework patch (plugins/patches/registry.ts) buys.
 * Builds the site with every patch on, with each patch alone off (SUI_DOCS_STOCK=<name>)
 * and with every patch off (SUI_DOCS_STOCK=1), one build after another, each into its own
 * folder under .bench-patches/ (git-ignored). Then, for every build:
 *  - the wall time and CPU time of `docusaurus build`, cold: .docusaurus and
 *    node_modules/.cache are removed before each, so every variant starts from the same
 *    state (the generated API references, which no patch changes, are made once beforehand
 *    and kept); CPU time moves less than wall time when other work shares the machine;
 *  - the first-load JS gzip of the home page, a long doc page and a GraphQL reference page
 *    (its sidebar holds ~1,900 items: where the sidebar and menu patches claim their gains)
 *    (scripts/lib/pageWeight.ts);
 *  - for runtime patches, Lighthouse mobile on the doc and the GraphQL page served by nginx with
 *    deploy/nginx.conf, as bench:lighthouse runs it: median TBT, LCP and Performance of N
 *    runs, taken in rounds across the builds so a change of load on the machine hits every
 *    build alike.
 * Patches that act on the same moment (the page's start-up) can each look free when one is
 * switched off alone, because the others still do most of the same work; so the run also
 * builds each group of GROUPS (and every --group given) with the whole group off.
 * The Δ columns are a build's figure minus the all-on one: what switching the patch off costs.
 * It clears the Docusaurus caches of this folder: run no other build in it meanwhile.
 * Usage: npm run bench:patches [-- --runs N] [--only a,b] [--group a,b]... [--no-groups] [--no-lighthouse] [--markdown] [--keep]
 */
import {spawn} from 'node:child_process';
import {mkdirSync, rmSync} from 'node:fs';
import path from 'node:path';
import {launchBrowser} from '../tests/support/browser';
import {PATCHES, PATCH_NAMES, type PatchKind, type PatchName} from '../plugins/patches/registry';
import {STOCK_SWITCH} from '../plugins/patches/switch';
import {prepareApiReferences} from '../plugins/sui-api-reference';
import {BENCH_PAGES} from './lib/benchPages';
import {defaultBuildEnv} from './lib/buildEnv';
import {killLighthouseChromes, lighthouseRuns, median, metric, score} from './lib/lighthouse';
import {ROOT} from './lib/manifest';
import {startNginx} from './lib/nginx';
import {kb, sumWeight, visitPage} from './lib/pageWeight';
import {startStaticServer} from './lib/staticServer';
import {timedBuild} from './lib/timedBuild';

const WORK = path.join(ROOT, '.bench-patches');
/** Removed before each timed build: Docusaurus' generated files and the rspack persistent cache. */
const CACHES = ['.docusaurus', 'node_modules/.cache'];
function pagePath(name: string): string {
  const page = BENCH_PAGES.find((p) => p.name === name);
  if (!page) throw new Error(`scripts/lib/benchPages.ts has no page named ${name}`);
  return page.path;
}
const HOME = pagePath('home');
const DOC = pagePath('concept');
const GRAPHQL = pagePath('graphql');
/** The pages Lighthouse measures, in the table's order. */
const LIGHTHOUSE_PAGES = [
  {key: 'doc', path: DOC},
  {key: 'graphql', path: GRAPHQL},
] as const;
type LighthousePage = (typeof LIGHTHOUSE_PAGES)[number]['key'];
interface LighthouseFigures {
  tbt: number[];
  lcp: number[];
  perf: number[];
}

/**
 * Patches measured off together, as well as one at a time: the six that split and defer the
 * page's start-up work (removed once because each alone showed nothing; together they were
 * Lighthouse's 100 on the GraphQL page: ARCHITECTURE.md, Measured).
 */
const GROUPS: ReadonlyArray<ReadonlyArray<PatchName>> = [
  ['staged-start', 'idle-prefetch', 'codepoint-sort', 'compile-hints', 'lazy-doc-sidebar', 'lazy-mobile-menu'],
];

interface Options {
  runs: number;
  only: string[] | undefined;
  groups: string[][];
  lighthouse: boolean;
  markdown: boolean;
  keep: boolean;
}

function parseOptions(argv: string[]): Options {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i === -1 ? undefined : argv[i + 1];
  };
  const runs = Number(value('--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20)
    throw new Error(`--runs must be a whole number from 1 to 20, got "${value('--runs')}"`);
  const only = value('--only')
    ?.split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const names = (flag: string, list: string[]) => {
    const unknown = list.filter((n) => !(PATCH_NAMES as ReadonlyArray<string>).includes(n));
    if (unknown.length > 0)
      throw new Error(`${flag}: no patch named ${unknown.join(', ')}; the patches: ${PATCH_NAMES.join(', ')}`);
    return list;
  };
  if (only) names('--only', only);
  const given = argv.flatMap((arg, i) =>
    arg === '--group'
      ? [
          names(
            '--group',
            (argv[i + 1] ?? '')
              .split(',')
              .map((n) => n.trim())
              .filter(Boolean),
          ),
        ]
      : [],
  );
  if (given.some((g) => g.length < 2)) throw new Error('--group takes two or more patch names, separated by commas');
  return {
    runs,
    only,
    groups: [...(argv.includes('--no-groups') ? [] : GROUPS.map((g) => [...g])), ...given],
    lighthouse: !argv.includes('--no-lighthouse'),
    markdown: argv.includes('--markdown'),
    keep: argv.includes('--keep'),
  };
}

interface Variant {
  /** 'all on', a patch's name (that patch off) or 'all off'. */
  label: string;
  kind: PatchKind | '';
  /** The SUI_DOCS_STOCK value it is built with. */
  stock: string;
  dir: string;
}

function variants(only: string[] | undefined, groups: string[][]): Variant[] {
  const dir = (name: string) => path.join(WORK, name.replace(/[ ,+]/g, '-'));
  return [
    {label: 'all on', kind: '', stock: '', dir: dir('all on')},
    ...PATCHES.filter((p) => !only || only.includes(p.name)).map((p) => ({
      label: p.name,
      kind: p.kind,
      stock: p.name,
      dir: dir(p.name),
    })),
    ...groups.map((group, i) => ({
      label: `group ${i + 1} (${group.join('+')})`,
      kind: '' as const,
      stock: group.join(','),
      dir: dir(`group ${i + 1}`),
    })),
    {label: 'all off', kind: '', stock: '1', dir: dir('all off')},
  ];
}

/** Build-time patches change nothing in the browser: Lighthouse is for the rest. */
const runsLighthouse = (v: Variant) => v.kind !== 'build';

interface Result {
  buildSeconds?: number;
  buildCpuSeconds?: number;
  homeJs?: number;
  docJs?: number;
  graphqlJs?: number;
  lighthouse: Record<LighthousePage, LighthouseFigures>;
  /** What failed for this build; the run goes on with the others. */
  errors: string[];
}

// Everything this run started and has yet to stop: stopped at the end, on error and on Ctrl-C.
const live = new Set<() => Promise<void>>();
// Aborted on Ctrl-C: builds are killed, and every step fails so the run unwinds through its clean-up.
const abort = new AbortController();

/** Starts a server or browser, runs `body` with it, and stops it (once, also when Ctrl-C stops it first). */
async function withStop<T extends {stop: () => Promise<void>}, R>(
  starting: Promise<T>,
  body: (r: T) => Promise<R>,
): Promise<R> {
  const resource = await starting;
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= resource.stop());
  live.add(stop);
  try {
    abort.signal.throwIfAborted();
    return await body(resource);
  } finally {
    await stop();
    live.delete(stop);
  }
}

/** A child process's promise: on Ctrl-C the abort signal kills it, and the clean-up waits until it has exited. */
async function tracked<T>(running: Promise<T>): Promise<T> {
  const settled = () =>
    running.then(
      () => undefined,
      () => undefined,
    );
  live.add(settled);
  try {
    return await running;
  } finally {
    live.delete(settled);
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

/** Runs one measurement of a build; a failure is noted on the build, unless the run is being stopped. */
async function attempt(v: Variant, result: Result, what: string, measure: () => Promise<void>): Promise<boolean> {
  try {
    await measure();
    return true;
  } catch (error) {
    if (abort.signal.aborted) throw error;
    result.errors.push(`${what} failed: ${message(error)}`);
    log(`${v.label}: ${result.errors.at(-1)}`);
    return false;
  }
}

async function stopAll(): Promise<void> {
  const stops = [...live];
  live.clear();
  await Promise.allSettled([...stops.map((stop) => stop()), killLighthouseChromes()]);
}

/** Exits at once, after stopping what is still running (a second Ctrl-C, or a clean-up that hangs). */
function exitNow(): void {
  void stopAll().finally(() => process.exit(130));
}

/**
 * Ctrl-C: stop everything that runs, so the steps fail and main's clean-up removes the
 * builds and exits; its own handlers are off (launchBrowser, lighthouseRuns) so they do not exit first.
 */
function onSignal(signal: NodeJS.Signals): void {
  if (abort.signal.aborted) return exitNow();
  console.error(`\n[bench:patches] ${signal}: stopping the build, browsers and servers (again to exit at once)`);
  abort.abort();
  void stopAll();
  setTimeout(exitNow, 60_000).unref();
}

const started = Date.now();
function log(message: string): void {
  const s = Math.round((Date.now() - started) / 1000);
  console.error(`[bench:patches ${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s] ${message}`);
}

/** `tsx scripts/postbuild.ts <dir>`: the CSP include nginx needs and the precompressed files it serves. */
function postbuild(dir: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/postbuild.ts', dir], {
      cwd: ROOT,
      env,
      signal: abort.signal,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code, sig) =>
      code === 0 ? resolve() : reject(new Error(`postbuild exited with ${code ?? sig}`)),
    );
  });
}

/**
 * The generated API references, outside the timed builds: no patch changes them, and the
 * first build would pay for them alone. Their log goes to stderr: stdout is the table.
 */
async function prepareReferences(): Promise<void> {
  const stdout = console.log;
  console.log = console.error;
  try {
    await prepareApiReferences(ROOT);
  } finally {
    console.log = stdout;
  }
}

async function buildVariant(v: Variant, withLighthouse: boolean, result: Result): Promise<void> {
  for (const cache of CACHES) rmSync(path.join(ROOT, cache), {recursive: true, force: true});
  rmSync(v.dir, {recursive: true, force: true});
  const env = {...defaultBuildEnv(), [STOCK_SWITCH]: v.stock};
  log(`building ${v.label} (${STOCK_SWITCH}=${v.stock || '""'}) into ${path.relative(ROOT, v.dir)}`);
  const {seconds, cpuSeconds} = await tracked(timedBuild({args: ['--out-dir', v.dir], env, signal: abort.signal}));
  result.buildSeconds = seconds;
  result.buildCpuSeconds = cpuSeconds;
  log(`built ${v.label} in ${seconds.toFixed(1)} s (CPU ${cpuSeconds.toFixed(1)} s)`);
  if (withLighthouse && runsLighthouse(v)) await tracked(postbuild(v.dir, env));
}

async function measureBytes(built: Variant[], results: Map<Variant, Result>): Promise<void> {
  const browser = await launchBrowser({handleSIGINT: false});
  await withStop(Promise.resolve({stop: () => browser.close()}), async () => {
    for (const v of built) {
      log(`first-load JS of ${v.label}`);
      const result = results.get(v)!;
      await attempt(v, result, 'first-load JS', () =>
        withStop(startStaticServer(v.dir), async (server) => {
          const jsGzip = async (page: string) =>
            sumWeight((await visitPage(browser, v.dir, server.url + page)).firstLoad).js.gzip;
          result.homeJs = await jsGzip(HOME);
          result.docJs = await jsGzip(DOC);
          result.graphqlJs = await jsGzip(GRAPHQL);
        }),
      );
    }
  });
}

async function lighthouseOnce(v: Variant, page: string): Promise<ReturnType<typeof lighthouseRuns>> {
  return withStop(startNginx({root: v.dir}), (server) => lighthouseRuns(server.url + page, {handleSIGINT: false}));
}

/** Lighthouse in rounds (one run of every build per round) after one uncounted warm-up run. */
async function measureLighthouse(built: Variant[], runs: number, results: Map<Variant, Result>): Promise<void> {
  const targets = built.filter(runsLighthouse);
  if (targets.length === 0) return;
  log(`Lighthouse warm-up run on ${targets[0].label} (not counted)`);
  await attempt(
    targets[0],
    results.get(targets[0])!,
    'Lighthouse warm-up',
    async () => void (await lighthouseOnce(targets[0], DOC)),
  );
  for (let round = 1; round <= runs; round++) {
    for (const v of targets) {
      for (const page of LIGHTHOUSE_PAGES) {
        const figures = results.get(v)!.lighthouse[page.key];
        await attempt(v, results.get(v)!, `Lighthouse run ${round} on ${page.key}`, async () => {
          const [lhr] = await lighthouseOnce(v, page.path);
          figures.tbt.push(metric(lhr, 'total-blocking-time'));
          figures.lcp.push(metric(lhr, 'largest-contentful-paint'));
          figures.perf.push(score(lhr, 'performance'));
          log(
            `Lighthouse round ${round}/${runs}, ${v.label}, ${page.key}: TBT ${Math.round(figures.tbt.at(-1)!)} ms, LCP ${(figures.lcp.at(-1)! / 1000).toFixed(2)} s, Perf ${figures.perf.at(-1)}`,
          );
        });
      }
    }
  }
}

/** One decimal with its sign; a difference that rounds to nothing is 0.0. */
function signed(n: number): string {
  const text = Math.abs(n).toFixed(1);
  return Number(text) === 0 ? '0.0' : `${n > 0 ? '+' : '-'}${text}`;
}

function tableRows(all: Variant[], results: Map<Variant, Result>): string[][] {
  const base = results.get(all[0])!;
  return all.map((v) => {
    const r = results.get(v)!;
    const isBase = v === all[0];
    const delta = (value: number | undefined, baseValue: number | undefined, scale = 1) =>
      isBase ? '—' : value === undefined || baseValue === undefined ? 'n/a' : signed((value - baseValue) / scale);
    const lh = (values: number[], format: (m: number) => string) =>
      values.length === 0 ? (runsLighthouse(v) ? 'n/a' : '—') : format(median(values));
    return [
      v.label,
      v.kind || '—',
      r.homeJs === undefined ? 'n/a' : kb(r.homeJs),
      r.docJs === undefined ? 'n/a' : kb(r.docJs),
      delta(r.docJs, base.docJs, 1024),
      r.graphqlJs === undefined ? 'n/a' : kb(r.graphqlJs),
      ...LIGHTHOUSE_PAGES.flatMap(({key}) => [
        lh(r.lighthouse[key].tbt, (m) => String(Math.round(m))),
        lh(r.lighthouse[key].lcp, (m) => (m / 1000).toFixed(2)),
        lh(r.lighthouse[key].perf, (m) => String(Math.round(m))),
      ]),
      r.buildSeconds === undefined ? 'n/a' : r.buildSeconds.toFixed(1),
      delta(r.buildSeconds, base.buildSeconds),
      r.buildCpuSeconds === undefined ? 'n/a' : r.buildCpuSeconds.toFixed(1),
      delta(r.buildCpuSeconds, base.buildCpuSeconds),
    ];
  });
}

const HEAD = [
  'patch off',
  'kind',
  'home JS gzip (KB)',
  'doc JS gzip (KB)',
  'Δ doc JS vs all-on',
  'GraphQL JS gzip (KB)',
  'doc TBT ms',
  'doc LCP s',
  'doc Perf',
  'GraphQL TBT ms',
  'GraphQL LCP s',
  'GraphQL Perf',
  'build s',
  'Δ build',
  'build CPU s',
  'Δ CPU',
];

function printTable(rows: string[][], markdown: boolean): void {
  if (markdown) {
    console.log(`| ${HEAD.join(' | ')} |`);
    console.log(`| ${HEAD.map((_, i) => (i < 2 ? '---' : '---:')).join(' | ')} |`);
    for (const r of rows) console.log(`| ${r.join(' | ')} |`);
    return;
  }
  const widths = HEAD.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(HEAD));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

function notes(all: Variant[], results: Map<Variant, Result>, opts: Options): string[] {
  const lines = [
    `Rows: the build with that patch alone off (${STOCK_SWITCH}=<name>); "all on" is the baseline, "all off" is ${STOCK_SWITCH}=1. Δ = that build minus all on: what switching the patch off costs.`,
    `JS: first-load JavaScript (requested before hydration), gzip level 9, KB = 1024 bytes; home ${HOME}, doc ${DOC}, GraphQL ${GRAPHQL}.`,
    `Build: wall time of \`docusaurus build\`, cold (${CACHES.join(' and ')} removed before each build; API references generated once beforehand), builds run one after another; CPU: user + system time of the build's processes, less sensitive than wall time to other work on the machine.`,
    opts.lighthouse
      ? `Lighthouse: default mobile profile on the doc and the GraphQL page, nginx (deploy/nginx.conf) on 127.0.0.1, median of ${opts.runs} run(s) per build, taken in rounds across the builds after one uncounted warm-up run.`
      : 'Lighthouse: skipped (--no-lighthouse).',
  ];
  for (const {key} of LIGHTHOUSE_PAGES) {
    const runsOf = (v: Variant) => results.get(v)!.lighthouse[key].tbt;
    const perRun = all
      .filter((v) => runsOf(v).length > 1)
      .map(
        (v) =>
          `${v.label} ${runsOf(v)
            .map((t) => Math.round(t))
            .join('/')}`,
      );
    if (perRun.length > 0) lines.push(`TBT of each run on the ${key} page (ms): ${perRun.join('; ')}.`);
  }
  for (const v of all) for (const error of results.get(v)!.errors) lines.push(`${v.label}: ${error}`);
  return lines;
}

async function main(): Promise<void> {
  const opts = parseOptions(process.argv.slice(2));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => onSignal(signal));
  const all = variants(opts.only, opts.groups);
  const results = new Map(
    all.map((v): [Variant, Result] => [
      v,
      {lighthouse: {doc: {tbt: [], lcp: [], perf: []}, graphql: {tbt: [], lcp: [], perf: []}}, errors: []},
    ]),
  );
  mkdirSync(WORK, {recursive: true});
  try {
    await prepareReferences();
    const built: Variant[] = [];
    for (const v of all) {
      if (await attempt(v, results.get(v)!, 'build', () => buildVariant(v, opts.lighthouse, results.get(v)!)))
        built.push(v);
    }
    await measureBytes(built, results);
    if (opts.lighthouse) await measureLighthouse(built, opts.runs, results);
  } finally {
    await stopAll();
    if (!opts.keep) rmSync(WORK, {recursive: true, force: true});
  }
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(
    `\nbench:patches: ${all.length} builds in ${minutes} min${opts.keep ? `; builds kept in ${path.relative(ROOT, WORK)}/` : ''}\n`,
  );
  printTable(tableRows(all, results), opts.markdown);
  console.log('');
  for (const line of notes(all, results, opts)) console.log(opts.markdown ? `${line}\n` : line);
}

main().catch((error: unknown) => {
  if (abort.signal.aborted) process.exit(130);
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
