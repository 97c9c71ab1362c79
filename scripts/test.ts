/**
 * `npm test`: type-check, check the content (npm run check:content), build the production site
 * (docusaurus build, then the postbuild step: CSP and precompressed files), serve it on
 * 127.0.0.1 and run the unit, build-rule, deploy (nginx) and end-to-end suites (node:test) in one run, so the runner's
 * closing summary covers everything. Flags: --unit (unit tests only, no build),
 * --e2e (skip type-check), --no-build (reuse ./build).
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {ensureChromium} from '../tests/support/chromium';
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
    ...(unitOnly ? [] : [...testFiles('tests/build'), ...testFiles('tests/deploy'), ...testFiles('tests/e2e')]),
  ];
  const env: NodeJS.ProcessEnv = {...process.env};
  let server: ChildProcess | undefined;

  if (!unitOnly) {
    ensureChromium();
    // Before the tests start: two test files must not both run apt-get.
    ensureNginx();
    if (!reuseBuild || !existsSync(path.join(root, 'build/index.html'))) {
      run(bin('docusaurus'), ['build']);
      run(bin('tsx'), ['scripts/postbuild.ts']);
    } else if (!existsSync(path.join(root, 'build/.nginx/csp.conf'))) {
      // A build made by `docusaurus build` alone lacks the last step (CSP, precompressed files).
      run(bin('tsx'), ['scripts/postbuild.ts']);
    }
    const port = await freePort();
    console.log(`\n$ docusaurus serve --host 127.0.0.1 --port ${port}`);
    server = spawn(bin('docusaurus'), ['serve', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    env.BASE_URL = `http://127.0.0.1:${port}`;
    await waitForHttp(`${env.BASE_URL}/`, 60_000);
  }

  try {
    run(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-timeout=180000', ...files], env);
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
