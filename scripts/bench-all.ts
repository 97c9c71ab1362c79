/**
 * `npm run bench:all`: every speed figure of issue 28 in one run, each printed beside its
 * stock Docusaurus figure by the benchmark that owns it, in this order (about 35 minutes on
 * a quiet 2-core machine): `bench:build` (cold and warm build, postbuild, memory; it leaves
 * a fresh ./build), `bench:bytes` (first-load JS and CSS), `bench:lighthouse --all-types
 * --both` (one page of every type, mobile and desktop, 3 runs each), `bench:navigation`
 * (client-side navigation). A benchmark that fails is reported at the end and the others
 * still run. Measure on a quiet machine: the timings are wall-clock.
 */
import {spawnSync} from 'node:child_process';
import {ROOT} from './lib/manifest';

const STEPS: [string, ...string[]][] = [
  ['bench:build'],
  ['bench:bytes'],
  ['bench:lighthouse', '--all-types', '--both'],
  ['bench:navigation'],
];

const failed: string[] = [];
for (const [script, ...args] of STEPS) {
  const label = [script, ...args].join(' ');
  console.log(`\n=== npm run ${label}\n`);
  const result = spawnSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed.push(`${label} (exit ${result.status ?? result.signal})`);
}
if (failed.length) {
  console.error(`\nbench:all: ${failed.length} benchmark(s) failed: ${failed.join(', ')}`);
  process.exit(1);
}
