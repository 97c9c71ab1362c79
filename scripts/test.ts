/**
 * `npm test`: type-check, lint (eslint), check formatting (prettier) and declared dependencies
 * (knip), check the content (npm run check:content), build the production site
 * (docusaurus build, then the postbuild step: CSP and precompressed files), serve it on
 * 127.0.0.1 and run the unit, build-rule, deploy (nginx) and end-to-end suites (node:test) in one run, so the runner's
 * closing summary covers everything. Flags: --unit (unit tests only, no build),
 * --e2e (skip type-check), --no-build (reuse ./build, ./build-analytics and ./build-stock),
 * --parity (the parity tests alone, building only what is missing), --visual (the screenshot
 * tests alone, reusing ./build when it fits; with --update they take new baselines).
 * Test files named after the flags run alone (their builds and servers only):
 * `npm test -- --e2e --no-build tests/e2e/json-rpc-reference.test.ts`.
 *
 * The analytics tests (tests/analytics) need a second build with analytics switched on and
 * pointed at their own ingestion server on 127.0.0.1; the hosted-search tests
 * (tests/hosted-search) need a build with the ALGOLIA_* keys set; the edit-link test
 * (tests/e2e/doc-footer.test.ts) one with SUI_DOCS_REPO_URL set. One second build serves
 * them all: it goes to ./build-analytics, is served on a port of its own, and is made only
 * when the analytics or hosted-search tests are in the run.
 *
 * SUI_DOCS_STOCK (plugins/patches/switch.ts) reaches the whole run: both builds are made with
 * it and the tests read it (tests/support/patches.ts) to skip what is about a patch that is
 * off. Each build records its switch (plugins/patches/switch.ts, SWITCH_STAMP); --no-build
 * reuses a build only when its switch is this run's, and builds it again otherwise.
 *
 * The parity tests (tests/parity) compare the build with a stock one: the same site with
 * every framework patch off (SUI_DOCS_STOCK=1), built into ./build-stock and served on a
 * port of its own (STOCK_BASE_URL). It is made again only when the source has changed
 * since (its stamp records the source's git tree), or never with --no-build.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {copyFileSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createHash} from 'node:crypto';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {ensureChromium} from '../tests/support/chromium';
import {ALGOLIA_TEST_ENV} from '../tests/support/hostedSearch';
import {REPOSITORY_TEST_ENV} from '../tests/support/repository';
import {defaultBuildEnv} from './lib/buildEnv';
import {ensureNginx} from './lib/nginx';
import {freePort, waitForHttp} from '../tests/support/net';
import {
  SWITCH_STAMP,
  describeSwitch,
  readPatchSwitch,
  readSwitchStamp,
  sameSwitch,
  writeSwitchStamp,
  type PatchSwitch,
} from '../plugins/patches/switch';

const root = path.resolve(__dirname, '..');
const args = new Set(process.argv.slice(2).filter((a) => a.startsWith('--')));
/** Test files named on the command line (`npm test -- --no-build tests/e2e/search.test.ts`): the run keeps only those. */
const only = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('--'))
  .map((f) => path.normalize(f));
const unitOnly = args.has('--unit');
const e2eOnly = args.has('--e2e');
const reuseBuild = args.has('--no-build');
const parityOnly = args.has('--parity');
const visualOnly = args.has('--visual');
const updateBaselines = args.has('--update');

function run(cmd: string, cmdArgs: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n$ ${cmd} ${cmdArgs.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, cmdArgs, {cwd: root, stdio: 'inherit', env});
  if (result.status !== 0) {
    throw new Error(`${cmd} ${cmdArgs.join(' ')} exited with ${result.status ?? result.signal}`);
  }
  // Each step's wall time, so a slow CI run shows where its minutes went.
  console.log(`[test] ${path.basename(cmd)} ${cmdArgs[0] ?? ''} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The analytics and hosted-search test build: its settings, recorded next to it so --no-build can reuse it. */
const ANALYTICS_BUILD = 'build-analytics';
const ANALYTICS_API_KEY = 'test-analytics-key';
const ANALYTICS_STAMP = path.join(root, ANALYTICS_BUILD, '.analytics-test.json');

/**
 * Whether `dir` can be reused for this run: it must be finished and made with this run's
 * patch switch. A build without a stamp (made before stamps, or by `docusaurus build` alone)
 * is of unknown switch: it is made again too, saying why.
 */
function reusable(dir: string, patchSwitch: PatchSwitch): boolean {
  if (!existsSync(path.join(root, dir, 'index.html'))) return false;
  const built = readSwitchStamp(path.join(root, dir));
  if (built && sameSwitch(built, patchSwitch)) return true;
  console.log(
    `\n${dir}/ was built with ${built ? describeSwitch(built) : 'an unknown patch switch (no ' + SWITCH_STAMP + ')'}, this run asks for ${describeSwitch(patchSwitch)} (SUI_DOCS_STOCK): building it again.`,
  );
  return false;
}

/** Before a build: a build folder is written over, not emptied, so a stamp left from the last build would outlive a failed one. */
function dropStamp(dir: string): void {
  rmSync(path.join(root, dir, SWITCH_STAMP), {force: true});
}

interface AnalyticsBuild {
  ingestPort: number;
  algolia: typeof ALGOLIA_TEST_ENV;
  repository?: typeof REPOSITORY_TEST_ENV;
}

async function analyticsBuild(bin: (name: string) => string, patchSwitch: PatchSwitch): Promise<AnalyticsBuild> {
  if (reuseBuild && existsSync(ANALYTICS_STAMP) && reusable(ANALYTICS_BUILD, patchSwitch)) {
    const stamp = JSON.parse(readFileSync(ANALYTICS_STAMP, 'utf8')) as AnalyticsBuild;
    // A build made before the hosted-search or repository settings were added is made again.
    if (
      JSON.stringify(stamp.algolia) === JSON.stringify(ALGOLIA_TEST_ENV) &&
      JSON.stringify(stamp.repository) === JSON.stringify(REPOSITORY_TEST_ENV)
    )
      return stamp;
  }
  const ingestPort = await freePort();
  dropStamp(ANALYTICS_BUILD);
  // process.env: SUI_DOCS_STOCK too, so this build leaves out the same patches as build/.
  run(bin('docusaurus'), ['build', '--out-dir', ANALYTICS_BUILD], {
    ...process.env,
    AMPLITUDE_API_KEY: ANALYTICS_API_KEY,
    AMPLITUDE_SERVER_URL: `http://127.0.0.1:${ingestPort}/2/httpapi`,
    // Short flushes keep the tests quick; retries and their delays stay the SDK's.
    AMPLITUDE_FLUSH_INTERVAL_MS: '300',
    AMPLITUDE_FLUSH_QUEUE_SIZE: '8',
    AMPLITUDE_MIN_ID_LENGTH: '5',
    AMPLITUDE_SERVER_ZONE: '',
    AMPLITUDE_FLUSH_MAX_RETRIES: '',
    GTM_CONTAINER_ID: 'GTM-TEST123',
    ...ALGOLIA_TEST_ENV,
    ...REPOSITORY_TEST_ENV,
  });
  const build = {ingestPort, algolia: ALGOLIA_TEST_ENV, repository: REPOSITORY_TEST_ENV};
  writeFileSync(ANALYTICS_STAMP, JSON.stringify(build));
  // This build has no postbuild step (it is served by `docusaurus serve`, without a CSP), so its switch is stamped here.
  writeSwitchStamp(path.join(root, ANALYTICS_BUILD), process.env);
  return build;
}

/** The stock build the parity tests compare with: every framework patch off. */
const STOCK_BUILD = 'build-stock';
const STOCK_STAMP = path.join(root, STOCK_BUILD, '.stock-build.json');
const STOCK_SWITCH = '1';

interface StockStamp {
  source: string | null;
  stock: string;
}

function git(gitArgs: string[], env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync('git', gitArgs, {cwd: root, encoding: 'utf8', env});
  if (result.status !== 0) throw new Error(`git ${gitArgs.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/**
 * What a build is made from: the git tree of the working copy as it is (uncommitted and
 * untracked files included, ignored ones not), tests/ left out, as a hash; null outside
 * a git checkout. Staged in a copy of the index, so the real one is left alone.
 */
function sourceState(): string | null {
  const index = path.join(tmpdir(), `sui-docs-source-index-${process.pid}`);
  try {
    copyFileSync(git(['rev-parse', '--path-format=absolute', '--git-path', 'index']), index);
    const env = {...process.env, GIT_INDEX_FILE: index};
    git(['add', '-A'], env);
    const entries = git(['ls-tree', git(['write-tree'], env)])
      .split('\n')
      .filter((line) => !line.endsWith('\ttests'));
    return createHash('sha1').update(entries.join('\n')).digest('hex');
  } catch {
    return null;
  } finally {
    rmSync(index, {force: true});
  }
}

function stockBuild(bin: (name: string) => string): void {
  const source = sourceState();
  if (existsSync(STOCK_STAMP)) {
    const stamp = JSON.parse(readFileSync(STOCK_STAMP, 'utf8')) as StockStamp;
    if (stamp.stock === STOCK_SWITCH && (reuseBuild || (source !== null && stamp.source === source))) return;
  }
  run(bin('docusaurus'), ['build', '--out-dir', STOCK_BUILD], {...defaultBuildEnv(), SUI_DOCS_STOCK: STOCK_SWITCH});
  writeFileSync(STOCK_STAMP, JSON.stringify({source, stock: STOCK_SWITCH} satisfies StockStamp));
}

function serve(bin: (name: string) => string, dir: string, port: number): ChildProcess {
  console.log(`\n$ docusaurus serve --dir ${dir} --host 127.0.0.1 --port ${port}`);
  return spawn(bin('docusaurus'), ['serve', '--dir', dir, '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

function testFiles(dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f))
    .filter((f) => statSync(path.join(root, f)).isFile())
    .sort();
}

async function main(): Promise<void> {
  const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
  // First: a bad SUI_DOCS_STOCK stops the run before anything is built.
  const patchSwitch = readPatchSwitch(process.env);
  if (!e2eOnly && !parityOnly && !visualOnly) {
    run(bin('tsc'), ['-p', '.']);
    // The maintainers' checks (CONTRIBUTING.md): lint, formatting, declared dependencies.
    run(bin('eslint'), ['.']);
    run(bin('prettier'), ['--check', '.', '--log-level', 'warn']);
    run(bin('knip'), ['--no-progress']);
    run(bin('tsx'), ['scripts/check-content.ts']);
  }

  const all = parityOnly
    ? testFiles('tests/parity')
    : visualOnly
      ? testFiles('tests/visual')
      : [
          ...(e2eOnly ? [] : testFiles('tests/unit')),
          ...(unitOnly
            ? []
            : [
                ...testFiles('tests/build'),
                ...testFiles('tests/deploy'),
                ...testFiles('tests/e2e'),
                ...testFiles('tests/parity'),
                ...testFiles('tests/visual'),
                ...testFiles('tests/analytics'),
                ...testFiles('tests/hosted-search'),
              ]),
        ];
  const files = only.length > 0 ? all.filter((f) => only.includes(path.normalize(f))) : all;
  const unknown = only.filter((f) => !all.includes(f));
  if (unknown.length > 0) throw new Error(`not a test file of this run: ${unknown.join(', ')}`);
  const inRun = (dir: string) => files.some((f) => f.startsWith(`tests${path.sep}${dir}${path.sep}`));
  // SUI_DOCS_STOCK included: the tests skip what is about a patch this run's builds leave out.
  const env: NodeJS.ProcessEnv = {...process.env};
  if (updateBaselines) env.VISUAL_UPDATE = '1';
  if (patchSwitch.disabled.size > 0)
    console.log(`\n[patches] ${describeSwitch(patchSwitch)}: tests about those patches are skipped`);
  const servers: ChildProcess[] = [];

  try {
    if (!unitOnly) {
      ensureChromium();
      // Before the tests start: two test files must not both run apt-get.
      if (!parityOnly && !visualOnly) ensureNginx();
      // The last step (scripts/postbuild.ts: CSP, precompressed files) writes the stamp, so a
      // build made by `docusaurus build` alone, which lacks it, is made again too.
      if (!(reuseBuild || parityOnly || visualOnly) || !reusable('build', patchSwitch)) {
        dropStamp('build');
        run(bin('docusaurus'), ['build'], defaultBuildEnv());
        run(bin('tsx'), ['scripts/postbuild.ts'], defaultBuildEnv());
      }
      const port = await freePort();
      servers.push(serve(bin, 'build', port));
      env.BASE_URL = `http://127.0.0.1:${port}`;
      await waitForHttp(`${env.BASE_URL}/`, 60_000);
    }
    if (inRun('parity')) {
      stockBuild(bin);
      const port = await freePort();
      servers.push(serve(bin, STOCK_BUILD, port));
      env.STOCK_BASE_URL = `http://127.0.0.1:${port}`;
      await waitForHttp(`${env.STOCK_BASE_URL}/`, 60_000);
    }
    if (inRun('analytics') || inRun('hosted-search')) {
      const {ingestPort} = await analyticsBuild(bin, patchSwitch);
      const port = await freePort();
      servers.push(serve(bin, ANALYTICS_BUILD, port));
      env.ANALYTICS_BASE_URL = `http://127.0.0.1:${port}`;
      env.ANALYTICS_INGEST_PORT = String(ingestPort);
      env.ANALYTICS_API_KEY = ANALYTICS_API_KEY;
      env.HOSTED_SEARCH_BASE_URL = env.ANALYTICS_BASE_URL;
      await waitForHttp(`${env.ANALYTICS_BASE_URL}/`, 60_000);
    }
    run(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-timeout=600000', ...files],
      env,
    );
  } finally {
    for (const server of servers) if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
