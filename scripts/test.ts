/**
 * `npm test`: type-check, check the content (npm run check:content), build the production site
 * (docusaurus build, then the postbuild step: CSP and precompressed files), serve it on
 * 127.0.0.1 and run the unit, build-rule, deploy (nginx) and end-to-end suites (node:test) in one run, so the runner's
 * closing summary covers everything. Flags: --unit (unit tests only, no build),
 * --e2e (skip type-check), --no-build (reuse ./build and ./build-analytics).
 *
 * The analytics tests (tests/analytics) need a second build with analytics switched on and
 * pointed at their own ingestion server on 127.0.0.1; the hosted-search tests
 * (tests/hosted-search) need a build with the ALGOLIA_* keys set. One second build serves
 * both: it goes to ./build-analytics, is served on a port of its own, and is made only when
 * those tests are in the run.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {ensureChromium} from '../tests/support/chromium';
import {ALGOLIA_TEST_ENV} from '../tests/support/hostedSearch';
import {defaultBuildEnv} from './lib/buildEnv';
import {ensureNginx} from './lib/nginx';
import {freePort, waitForHttp} from '../tests/support/net';

const root = path.resolve(__dirname, '..');
const args = new Set(process.argv.slice(2));
const unitOnly = args.has('--unit');
const e2eOnly = args.has('--e2e');
const reuseBuild = args.has('--no-build');

function run(cmd: string, cmdArgs: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n$ ${cmd} ${cmdArgs.join(' ')}`);
  const result = spawnSync(cmd, cmdArgs, {cwd: root, stdio: 'inherit', env});
  if (result.status !== 0) {
    throw new Error(`${cmd} ${cmdArgs.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

/** The analytics and hosted-search test build: its settings, recorded next to it so --no-build can reuse it. */
const ANALYTICS_BUILD = 'build-analytics';
const ANALYTICS_API_KEY = 'test-analytics-key';
const ANALYTICS_STAMP = path.join(root, ANALYTICS_BUILD, '.analytics-test.json');

interface AnalyticsBuild {
  ingestPort: number;
  algolia: typeof ALGOLIA_TEST_ENV;
}

async function analyticsBuild(bin: (name: string) => string): Promise<AnalyticsBuild> {
  if (reuseBuild && existsSync(ANALYTICS_STAMP)) {
    const stamp = JSON.parse(readFileSync(ANALYTICS_STAMP, 'utf8')) as AnalyticsBuild;
    // A build made before the hosted-search settings were added is made again.
    if (JSON.stringify(stamp.algolia) === JSON.stringify(ALGOLIA_TEST_ENV)) return stamp;
  }
  const ingestPort = await freePort();
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
  });
  const build = {ingestPort, algolia: ALGOLIA_TEST_ENV};
  writeFileSync(ANALYTICS_STAMP, JSON.stringify(build));
  return build;
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
  if (!e2eOnly) {
    run(bin('tsc'), ['-p', '.']);
    run(bin('tsx'), ['scripts/check-content.ts']);
  }

  const files = [
    ...(e2eOnly ? [] : testFiles('tests/unit')),
    ...(unitOnly
      ? []
      : [...testFiles('tests/build'), ...testFiles('tests/deploy'), ...testFiles('tests/e2e'), ...testFiles('tests/analytics'), ...testFiles('tests/hosted-search')]),
  ];
  const env: NodeJS.ProcessEnv = {...process.env};
  const servers: ChildProcess[] = [];

  try {
    if (!unitOnly) {
      ensureChromium();
      // Before the tests start: two test files must not both run apt-get.
      ensureNginx();
      if (!reuseBuild || !existsSync(path.join(root, 'build/index.html'))) {
        run(bin('docusaurus'), ['build'], defaultBuildEnv());
        run(bin('tsx'), ['scripts/postbuild.ts'], defaultBuildEnv());
      } else if (!existsSync(path.join(root, 'build/.nginx/csp.conf'))) {
        // A build made by `docusaurus build` alone lacks the last step (CSP, precompressed files).
        run(bin('tsx'), ['scripts/postbuild.ts'], defaultBuildEnv());
      }
      const port = await freePort();
      servers.push(serve(bin, 'build', port));
      env.BASE_URL = `http://127.0.0.1:${port}`;
      await waitForHttp(`${env.BASE_URL}/`, 60_000);
    }
    if (files.some((f) => f.startsWith(`tests${path.sep}analytics${path.sep}`) || f.startsWith(`tests${path.sep}hosted-search${path.sep}`))) {
      const {ingestPort} = await analyticsBuild(bin);
      const port = await freePort();
      servers.push(serve(bin, ANALYTICS_BUILD, port));
      env.ANALYTICS_BASE_URL = `http://127.0.0.1:${port}`;
      env.ANALYTICS_INGEST_PORT = String(ingestPort);
      env.ANALYTICS_API_KEY = ANALYTICS_API_KEY;
      env.HOSTED_SEARCH_BASE_URL = env.ANALYTICS_BASE_URL;
      await waitForHttp(`${env.ANALYTICS_BASE_URL}/`, 60_000);
    }
    run(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-timeout=600000', ...files], env);
  } finally {
    for (const server of servers) if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
