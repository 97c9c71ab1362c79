/**
 * `npm run report:build [-- --cold]`: what the production build spends its time on, phase by
 * phase, from Docusaurus's own performance log (DOCUSAURUS_PERF_LOGGER): loading the config
 * and content (per plugin), bundling, rendering the pages, the plugins' postBuild hooks,
 * then the site's postbuild step. Builds into a temporary folder (`--cold` first clears the
 * bundler's and Docusaurus's caches) and writes the table to reports/build-phases.md, which
 * is committed beside the bundle report. Wall times: measure on a quiet machine.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {cpus, loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import {ROOT} from './lib/manifest';

const REPORT = path.join(ROOT, 'reports/build-phases.md');

/** Seconds of a `[PERF]` duration ("1.83 seconds!", "756.80 ms"). */
function seconds(text: string): number {
  const [, n, unit] = /([\d.]+) (ms|seconds)/.exec(text) ?? [];
  return unit === 'ms' ? Number(n) / 1000 : Number(n);
}

/** The phases worth a row: the build's own steps and each plugin's content loading, without per-page and per-task lines. */
export function phases(log: string): {phase: string; seconds: number}[] {
  const rows: {phase: string; seconds: number}[] = [];
  for (const [, name, duration] of log.matchAll(/^\[PERF\] (.+?) - ([\d.]+ (?:ms|seconds)!?)/gm)) {
    if (/SSG Worker|Result for task|getDefaultCodeTranslationMessages|allContentLoaded\(\) - /.test(name)) continue;
    const phase = name.replace(/^Build > en > /, '');
    const depth = phase.split(' > ').length;
    if (depth > 3 && !/^Load site > Load plugins > Load plugins content > Load [^>]+$/.test(phase)) continue;
    rows.push({phase, seconds: seconds(duration)});
  }
  return rows;
}

function main(): void {
  const cold = process.argv.includes('--cold');
  if (cold)
    for (const dir of ['.docusaurus', 'node_modules/.cache'])
      rmSync(path.join(ROOT, dir), {recursive: true, force: true});
  const outDir = mkdtempSync(path.join(tmpdir(), 'build-phases-'));
  try {
    console.log(`Building (${cold ? 'cold' : 'with the caches as they are'}) with Docusaurus's performance log...`);
    const started = Date.now();
    const build = spawnSync(path.join(ROOT, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', outDir], {
      cwd: ROOT,
      env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true'},
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (build.status !== 0)
      throw new Error(`docusaurus build exited with ${build.status ?? build.signal}:\n${build.stderr}`);
    const buildSeconds = (Date.now() - started) / 1000;
    const postStarted = Date.now();
    const post = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/postbuild.ts', outDir], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (post.status !== 0) throw new Error(`postbuild exited with ${post.status ?? post.signal}:\n${post.stderr}`);
    const postSeconds = (Date.now() - postStarted) / 1000;
    const rows = phases(build.stdout + build.stderr);
    const table = [
      '| phase | seconds |',
      '| --- | ---: |',
      ...rows.map((r) => `| ${r.phase.replace(/\|/g, '\\|')} | ${r.seconds.toFixed(2)} |`),
      `| **docusaurus build, wall** | **${buildSeconds.toFixed(1)}** |`,
      `| postbuild step (CSP, precompression) | ${postSeconds.toFixed(1)} |`,
    ];
    writeFileSync(
      REPORT,
      [
        '# Where the build spends its time',
        '',
        `Written by \`npm run report:build${cold ? ' -- --cold' : ''}\` (scripts/report-build.ts) on ${new Date().toISOString().slice(0, 10)}:`,
        `Docusaurus's performance log (DOCUSAURUS_PERF_LOGGER), ${cold ? 'a cold build (no caches)' : 'a build with the caches as they were'}, load average ${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs. Nested phases run inside their parents; the plugins load their content in parallel.`,
        '',
        ...table,
        '',
      ].join('\n'),
    );
    console.log(table.join('\n'));
    console.log(`\nWrote ${path.relative(ROOT, REPORT)}`);
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
}

if (require.main === module) main();
