/**
 * `npm run check:upgrade [-- --version X] [--keep] [--skip-install]`: would the framework
 * patches (plugins/patches/registry.ts) hold on a newer Docusaurus? In a copy of the
 * project under the system's temporary folder (the work tree itself is never touched):
 *  1. every @docusaurus/* dependency set to the newest stable 3.x on the npm registry (or
 *     --version), and installed with npm from the project's lock, less what the candidate
 *     moves: its own packages, React or TypeScript when its peer ranges exclude the
 *     project's, the overrides it asks other versions of. React Router and Rspack come as
 *     Docusaurus asks;
 *  2. the upgrade guard (plugins/patches/guard.ts) run on the copy: patches it stops are
 *     "guard fired";
 *  3. a stock build (SUI_DOCS_STOCK=1) and a patched one without the fired patches; if the
 *     parity tests (tests/parity) are there, they compare the two builds, and when they or
 *     the patched build fail, each remaining patch is tried alone against stock.
 * Prints a table per patch and exits 0 only when every patch holds. --keep leaves the
 * copy in place; --skip-install keeps today's versions (npm ci in the copy), to try the
 * script itself quickly.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {
  appendFileSync,
  closeSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import semver from 'semver';
import {packageDir} from '../plugins/sui-api-reference/packages';
import type {PatchName} from '../plugins/patches/registry';
import {ensureChromium} from '../tests/support/chromium';
import {freePort, waitForHttp} from '../tests/support/net';
import {
  bumpDocusaurus,
  conflictingOverrides,
  docusaurusPackages,
  firstTapFailure,
  formatTable,
  nestedVersion,
  newestCommonVersion,
  pickCandidate,
  pruneLock,
  type LockEntry,
  type PackageJson,
  type Peer,
} from './lib/upgrade';

const ROOT = path.resolve(__dirname, '..');
const STOCK_SWITCH = 'SUI_DOCS_STOCK';
/** A parity run that takes longer than this is stopped and counted as failing. */
const PARITY_TIMEOUT_MS = 30 * 60_000;
const SERVER_START_MS = 60_000;

type Result = {readonly patch: PatchName; result: 'holds' | 'breaks' | 'guard fired' | 'not judged'; detail: string};

/** A reason to stop early that is a finding, not a bug of this script: printed without a stack. */
class Stop extends Error {}

// ---------------------------------------------------------------------------------------------
// Child processes: each in its own process group, so a stop or Ctrl-C ends it with its workers.

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Runs a command in `cwd` with its output to `log`; resolves with its exit code (null: killed or timed out). */
function run(
  cmd: string,
  args: string[],
  cwd: string,
  log: string,
  env: NodeJS.ProcessEnv = process.env,
  timeoutMs = 0,
): Promise<number | null> {
  mkdirSync(path.dirname(log), {recursive: true});
  writeFileSync(log, `$ ${cmd} ${args.join(' ')}\n`);
  return new Promise((resolve) => {
    const out = openSync(log, 'a');
    const child = spawn(cmd, args, {cwd, env, stdio: ['ignore', out, out], detached: true});
    closeSync(out); // the child holds its own copy
    running.add(child);
    const timer = timeoutMs > 0 ? setTimeout(() => killGroup(child), timeoutMs) : undefined;
    child.on('error', (error) => appendFileSync(log, `\n${error.message}\n`));
    child.on('close', (code) => {
      clearTimeout(timer);
      running.delete(child);
      resolve(code);
    });
  });
}

/** The last `count` non-empty lines of a log, indented for the console. */
function tail(log: string, count = 25): string {
  const lines = existsSync(log)
    ? readFileSync(log, 'utf8')
        .split('\n')
        .filter((l) => l.trim())
    : [];
  return lines
    .slice(-count)
    .map((l) => `    ${l}`)
    .join('\n');
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(0)} s`;
}

// ---------------------------------------------------------------------------------------------
// 1. The copy.

/** Tracked files and untracked ones that are not ignored, as they are in the work tree now. */
function projectFiles(): string[] {
  const git = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (git.status !== 0) throw new Error(`git ls-files failed in ${ROOT}: ${git.stderr}`);
  return [...new Set(git.stdout.split('\0').filter(Boolean))];
}

function copyProject(dest: string): number {
  let copied = 0;
  for (const file of projectFiles()) {
    const from = path.join(ROOT, file);
    let stat;
    try {
      stat = lstatSync(from);
    } catch {
      continue; // deleted in the work tree and not yet committed: the copy leaves it out too
    }
    const to = path.join(dest, file);
    mkdirSync(path.dirname(to), {recursive: true});
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else if (stat.isFile()) copyFileSync(from, to);
    else continue;
    copied++;
  }
  return copied;
}

// ---------------------------------------------------------------------------------------------
// 2. The candidate's packages.

function npmView<T>(spec: string, field: string): T {
  const view = spawnSync('npm', ['view', spec, field, '--json'], {encoding: 'utf8'});
  if (view.status !== 0) throw new Stop(`npm view ${spec} ${field} failed:\n${view.stderr.trim()}`);
  return JSON.parse(view.stdout || 'null') as T;
}

function publishedVersions(name: string): string[] {
  const versions = npmView<string[] | string | null>(name, 'versions');
  return versions === null ? [] : Array.isArray(versions) ? versions : [versions];
}

/** Stops when the registry lacks the candidate for one of the project's @docusaurus/* packages. */
function assertPublished(names: ReadonlyArray<string>, version: string): void {
  const published = Object.fromEntries(names.map((n) => [n, publishedVersions(n)]));
  const missing = names.filter((n) => !published[n].includes(version));
  if (!missing.length) return;
  const suggestion = newestCommonVersion(published, version);
  throw new Stop(
    [
      `The npm registry has no ${version} of ${missing.length} of the project's Docusaurus packages:`,
      ...missing.map(
        (n) =>
          `  ${n}@${version} (its newest of that line: ${newestCommonVersion({[n]: published[n]}, version) ?? 'none'})`,
      ),
      suggestion
        ? `Every one of them has ${suggestion}: try --version ${suggestion}.`
        : 'No version of that line is published for all of them.',
    ].join('\n'),
  );
}

/** The peer dependencies the project's @docusaurus/* packages declare at `version` (the first declaration of each wins). */
function candidatePeers(names: ReadonlyArray<string>, version: string): Record<string, Peer> {
  const peers: Record<string, Peer> = {};
  for (const name of names) {
    for (const [peer, range] of Object.entries(
      npmView<Record<string, string> | null>(`${name}@${version}`, 'peerDependencies') ?? {},
    )) {
      peers[peer] ??= {range, of: `${name}@${version}`};
    }
  }
  return peers;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** npm's own explanation of a failed install: a missing version, a peer conflict, or the log's end. */
function npmFailure(log: string): string {
  const text = readFileSync(log, 'utf8');
  const notFound = /No matching version found for (\S+)/.exec(text);
  if (notFound)
    return `the npm registry has no ${notFound[1].replace(/\.$/, '')} (the registry is a snapshot: that version is not in it)`;
  if (/ERESOLVE/.test(text)) return `npm cannot resolve the dependency tree (ERESOLVE):\n${tail(log, 30)}`;
  return tail(log);
}

/** The candidate's Node.js requirement when this Node.js does not meet it (its builds are then expected to fail). */
function nodeMismatch(version: string): string | undefined {
  const wanted = npmView<{node?: string} | null>(`@docusaurus/core@${version}`, 'engines')?.node;
  if (!wanted || semver.satisfies(process.version, wanted, {includePrerelease: true})) return undefined;
  return `@docusaurus/core@${version} requires Node.js ${wanted}; this is Node.js ${process.version}`;
}

/**
 * Rewrites the copy's package.json for `version`, drops the overrides it conflicts with,
 * and installs. Returns why its builds may fail whatever the patches do, if anything.
 */
async function installCandidate(work: string, version: string, installed: string): Promise<string | undefined> {
  const pkgFile = path.join(work, 'package.json');
  const original = readJson<PackageJson>(pkgFile);
  const names = docusaurusPackages(original);
  console.log(`checking that the registry has ${version} of ${names.join(', ')}`);
  assertPublished(names, version);
  const node = nodeMismatch(version);
  if (node) console.log(`  note: ${node}`);
  const peers = candidatePeers(names, version);
  const {pkg, changes} = bumpDocusaurus(original, version, peers);
  for (const c of changes)
    console.log(`  package.json: ${c.name} ${c.from} → ${c.to}${c.why === 'candidate' ? '' : ` (${c.why})`}`);
  writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  // A new Docusaurus moves its own packages at every depth; the same one moves none.
  const moved = new Set(changes.filter((c) => c.why !== 'candidate').map((c) => c.name));
  unlock(work, (name) => (version !== installed && name.startsWith('@docusaurus/')) || moved.has(name));

  // Resolve the tree first (no download), to see which overrides the candidate's ranges exclude.
  await npm(work, ['install', '--package-lock-only', '--no-audit', '--no-fund'], 'npm-resolve');
  const lock = readJson<{packages: Record<string, LockEntry>}>(path.join(work, 'package-lock.json'));
  const conflicts = conflictingOverrides(pkg.overrides ?? {}, lock.packages);
  if (conflicts.length) {
    for (const c of conflicts) {
      console.log(`  override dropped: ${c.name} ${c.version} (${c.wantedBy} asks for ${c.range})`);
      delete pkg.overrides?.[c.name];
    }
    writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
    unlock(work, (name) => conflicts.some((c) => c.name === name));
    await npm(work, ['install', '--package-lock-only', '--no-audit', '--no-fund'], 'npm-resolve-2');
  }
  await npm(work, ['install', '--no-audit', '--no-fund'], 'npm-install');
  return node;
}

/** Leaves the named packages out of the copy's lock, for npm to resolve as the candidate asks. */
function unlock(work: string, drop: (name: string) => boolean): void {
  const file = path.join(work, 'package-lock.json');
  const lock = readJson<{packages: Record<string, LockEntry>}>(file);
  writeFileSync(file, `${JSON.stringify({...lock, packages: pruneLock(lock.packages, drop)}, null, 2)}\n`);
}

async function npm(work: string, args: string[], label: string): Promise<void> {
  const started = Date.now();
  const log = path.join(work, 'logs', `${label}.log`);
  console.log(`$ npm ${args.join(' ')}`);
  const code = await run('npm', args, work, log);
  if (code !== 0) throw new Stop(`npm ${args[0]} failed in the copy (exit ${code}): ${npmFailure(log)}`);
  console.log(`  done in ${seconds(started)}`);
}

// ---------------------------------------------------------------------------------------------
// 3-4. Versions and the guard, read with the copy's own code and packages.

type Guard = typeof import('../plugins/patches/guard');
type Registry = typeof import('../plugins/patches/registry');
type Packages = typeof import('../plugins/sui-api-reference/packages');

interface CopyModules {
  readonly work: string;
  readonly guard: Guard;
  readonly registry: Registry;
  readonly packages: Packages;
}

async function loadCopy(work: string): Promise<CopyModules> {
  const load = async <T>(file: string) => (await import(path.join(work, file))) as T;
  return {
    work,
    guard: await load<Guard>('plugins/patches/guard.ts'),
    registry: await load<Registry>('plugins/patches/registry.ts'),
    packages: await load<Packages>('plugins/sui-api-reference/packages.ts'),
  };
}

/** The version the site's root resolves; else a copy the lock has below another package (the guard does not look there). */
function versionIn(root: string, locate: (name: string) => string, name: string): string {
  try {
    return readJson<{version: string}>(path.join(locate(name), 'package.json')).version;
  } catch {
    const lock = readJson<{packages: Record<string, LockEntry>}>(path.join(root, 'package-lock.json'));
    return nestedVersion(lock.packages, name) ?? 'not installed';
  }
}

interface Versions {
  readonly before: ReadonlyMap<string, string>;
  readonly candidate: ReadonlyMap<string, string>;
}

function upstreamVersions(copy: CopyModules): Versions {
  const names = [...new Set(copy.registry.PATCHES.flatMap((p) => p.upstream.map((u) => u.package)))].sort();
  return {
    before: new Map(names.map((n) => [n, versionIn(ROOT, packageDir, n)])),
    candidate: new Map(names.map((n) => [n, versionIn(copy.work, copy.packages.packageDir, n)])),
  };
}

// ---------------------------------------------------------------------------------------------
// 5-6. Builds, servers and the parity tests.

/**
 * The builds the parity tests compare have analytics, the tag manager and hosted search
 * off, whatever the shell sets. And each starts cold: Rspack's persistent cache is keyed
 * on the Docusaurus version and the theme aliases, not on the patch switch, so a module
 * compiled for one build (e.g. under a patch's module alias) could be reused by the next.
 */
function buildEnv(stock: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(AMPLITUDE_|GTM_CONTAINER_ID$|ALGOLIA_)/.test(key)),
  );
  return {...env, [STOCK_SWITCH]: stock, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'};
}

/** Builds the copy into `outDir` with SUI_DOCS_STOCK=`stock`; undefined when it built, else why not. */
async function build(work: string, outDir: string, stock: string, label: string): Promise<string | undefined> {
  const started = Date.now();
  console.log(`building ${label} (${STOCK_SWITCH}=${stock}) into ${outDir}/`);
  const log = path.join(work, 'logs', `${outDir}.log`);
  // Files the previous build generated for its own patch switch must not linger into this one.
  rmSync(path.join(work, '.docusaurus'), {recursive: true, force: true});
  const code = await run(
    path.join(work, 'node_modules/.bin/docusaurus'),
    ['build', '--out-dir', outDir],
    work,
    log,
    buildEnv(stock),
  );
  if (code === 0) {
    console.log(`  built in ${seconds(started)}`);
    return undefined;
  }
  console.log(`  FAILED after ${seconds(started)} (exit ${code}); the end of ${log}:\n${tail(log)}`);
  return buildError(log) ?? `docusaurus build exited with ${code}`;
}

/** The first error line Docusaurus printed, for the table. */
function buildError(log: string): string | undefined {
  const lines = readFileSync(log, 'utf8').split('\n');
  const at = lines.findIndex((l) => /\[ERROR\]|Error:/.test(l));
  return at < 0
    ? undefined
    : lines
        .slice(at, at + 3)
        .map((l) => l.trim())
        .filter(Boolean)
        .join(' ')
        .slice(0, 300);
}

interface Server {
  readonly url: string;
  readonly child: ChildProcess;
  /** The SUI_DOCS_STOCK its build was made with: the tests get it too and skip what is about a patch that is off. */
  readonly patchSwitch: string;
}

async function serve(work: string, outDir: string, patchSwitch: string): Promise<Server> {
  const port = await freePort();
  const args = ['serve', '--dir', outDir, '--host', '127.0.0.1', '--port', String(port), '--no-open'];
  const child = spawn(path.join(work, 'node_modules/.bin/docusaurus'), args, {
    cwd: work,
    stdio: 'ignore',
    detached: true,
  });
  running.add(child);
  child.on('close', () => running.delete(child));
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, SERVER_START_MS);
  return {url, child, patchSwitch};
}

function parityFiles(work: string): string[] {
  const dir = path.join(work, 'tests/parity');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .map((f) => `tests/parity/${f}`);
}

/** Runs the parity tests of the copy, `candidate` against `stock`; undefined when they pass, else the first failure. */
async function runParity(
  work: string,
  files: string[],
  candidate: Server,
  stock: Server,
  label: string,
): Promise<string | undefined> {
  const started = Date.now();
  const log = path.join(work, 'logs', `parity-${label}.log`);
  const tap = path.join(work, 'logs', `parity-${label}.tap`);
  const args = [
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...files,
  ];
  const env = {
    ...process.env,
    BASE_URL: candidate.url,
    STOCK_BASE_URL: stock.url,
    [STOCK_SWITCH]: candidate.patchSwitch,
  };
  console.log(`parity tests, ${label} against stock`);
  const code = await run(process.execPath, args, work, log, env, PARITY_TIMEOUT_MS);
  if (code === 0) {
    console.log(`  passed in ${seconds(started)}`);
    return undefined;
  }
  const failure = existsSync(tap) ? firstTapFailure(readFileSync(tap, 'utf8')) : undefined;
  console.log(`  FAILED after ${seconds(started)} (exit ${code ?? 'timeout'}): ${failure ?? `see ${log}`}`);
  return (
    failure ??
    (code === null
      ? `the parity tests did not finish within ${PARITY_TIMEOUT_MS / 60_000} min`
      : `the parity tests exited with ${code}`)
  );
}

/**
 * The patched build or its parity run failed: each patch the guard let through is built
 * alone (every other one off) and, with the parity tests, compared with stock.
 */
async function findCulprits(
  work: string,
  results: Result[],
  all: ReadonlyArray<PatchName>,
  files: string[],
  stock: Server | undefined,
): Promise<void> {
  for (const r of results.filter((x) => x.result === 'not judged')) {
    const outDir = `build-only-${r.patch}`;
    const others = all.filter((n) => n !== r.patch).join(',');
    const failed = await build(work, outDir, others, `with only ${r.patch} on`);
    if (failed) Object.assign(r, {result: 'breaks', detail: `the build fails with only this patch on: ${failed}`});
    else if (stock) {
      const server = await serve(work, outDir, others);
      try {
        const failure = await runParity(work, files, server, stock, `only-${r.patch}`);
        Object.assign(
          r,
          failure
            ? {result: 'breaks', detail: `parity (only this patch on): ${failure}`}
            : {result: 'holds', detail: 'parity tests pass with only this patch on'},
        );
      } finally {
        killGroup(server.child);
      }
    } else Object.assign(r, {result: 'holds', detail: 'builds with only this patch on (parity tests: not present)'});
    rmSync(path.join(work, outDir), {recursive: true, force: true});
  }
}

// ---------------------------------------------------------------------------------------------
// 7. The report.

function printVersions(v: Versions): void {
  console.log(`\nPackages the patches rely on (installed → candidate):\n`);
  const rows = [...v.before.keys()].map((n) => {
    const [b, c] = [v.before.get(n) ?? '?', v.candidate.get(n) ?? '?'];
    return [n, b, c, b === c ? 'same' : 'changed'];
  });
  console.log(formatTable(['package', 'installed', 'candidate', 'change'], rows));
}

function printResults(copy: CopyModules, v: Versions, results: ReadonlyArray<Result>): void {
  const rows = results.map((r) => {
    const ups = copy.registry
      .patchByName(r.patch)
      .upstream.map((u) => `${u.package} ${v.before.get(u.package)} → ${v.candidate.get(u.package)}`);
    return [r.patch, ups.join(', '), r.result, r.detail];
  });
  console.log(`\n${formatTable(['patch', 'upstream (installed → candidate)', 'result', 'detail'], rows)}`);
}

// ---------------------------------------------------------------------------------------------

interface Options {
  readonly version?: string;
  readonly keep: boolean;
  readonly skipInstall: boolean;
}

function readOptions(): Options {
  const {values} = parseArgs({
    options: {
      version: {type: 'string'},
      keep: {type: 'boolean', default: false},
      'skip-install': {type: 'boolean', default: false},
    },
    strict: true,
  });
  if (values['skip-install'] && values.version)
    throw new Stop('--skip-install keeps the installed versions: it cannot be combined with --version');
  return {version: values.version, keep: values.keep ?? false, skipInstall: values['skip-install'] ?? false};
}

/** Ends every child process and removes the copy (unless --keep); safe to call twice. */
function cleanupOnce(work: string, keep: boolean): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    for (const child of running) killGroup(child);
    if (keep) console.log(`\nthe copy is kept in ${work} (build logs in logs/)`);
    // Retries: a build or server just sent SIGTERM may still be writing into the copy.
    else rmSync(work, {recursive: true, force: true, maxRetries: 5, retryDelay: 500});
  };
}

/** The run itself; returns the exit code. */
async function check(work: string, opts: Options): Promise<number> {
  console.log(`copied ${copyProject(work)} files of ${ROOT} to ${work}`);
  let nodeNote: string | undefined;
  if (opts.skipInstall) {
    console.log('--skip-install: the installed versions, with npm ci in the copy');
    await npm(work, ['ci', '--no-audit', '--no-fund'], 'npm-ci');
  } else {
    const version = pickCandidate(publishedVersions('@docusaurus/core'), opts.version);
    const installed = readJson<{version: string}>(path.join(packageDir('@docusaurus/core'), 'package.json')).version;
    console.log(`candidate: Docusaurus ${version} (installed: ${installed})`);
    nodeNote = await installCandidate(work, version, installed);
  }

  const copy = await loadCopy(work);
  const versions = upstreamVersions(copy);
  printVersions(versions);
  const all = copy.registry.PATCH_NAMES;
  const fired = copy.guard.checkPatches(new Set(all));
  const results: Result[] = all.map((patch) => {
    const f = fired.find((x) => x.patch === patch);
    return f
      ? {patch, result: 'guard fired', detail: f.problems.join('; ')}
      : {patch, result: 'not judged', detail: ''};
  });
  console.log(
    `\nguard: ${fired.length ? `fired for ${fired.map((f) => f.patch).join(', ')}` : 'every patch holds its upstream'}`,
  );

  const files = parityFiles(work);
  console.log(`parity tests: ${files.length ? files.join(', ') : 'not present (judging by build and guard only)'}\n`);

  const stockFailed = await build(work, 'build-stock', '1', 'stock');
  if (stockFailed) {
    for (const r of results.filter((x) => x.result === 'not judged')) r.detail = 'the stock build fails';
    printResults(copy, versions, results);
    console.log(
      `\nThe stock build (every patch off) fails on the candidate: the upgrade breaks the site itself, not a patch.\n  ${stockFailed}`,
    );
    if (nodeNote) console.log(`  (${nodeNote}: try again on a Node.js that meets it)`);
    return 1;
  }
  const judged = results.filter((r) => r.result === 'not judged');
  if (judged.length)
    await judgePatched(
      work,
      results,
      all,
      files,
      fired.map((f) => f.patch),
    );
  printResults(copy, versions, results);
  const holds = results.every((r) => r.result === 'holds');
  console.log(
    `\n${
      holds
        ? 'Every patch holds.'
        : `Not every patch holds: ${results
            .filter((r) => r.result !== 'holds')
            .map((r) => `${r.patch} (${r.result})`)
            .join(', ')}.`
    }`,
  );
  return holds ? 0 : 1;
}

/** The patched build (fired patches off), then the parity tests, then the culprit search if either fails. */
async function judgePatched(
  work: string,
  results: Result[],
  all: ReadonlyArray<PatchName>,
  files: string[],
  fired: PatchName[],
): Promise<void> {
  const patchSwitch = fired.length ? fired.join(',') : '0';
  const buildFailed = await build(
    work,
    'build-candidate',
    patchSwitch,
    fired.length ? 'patched, fired patches off' : 'patched',
  );
  let stock: Server | undefined;
  try {
    let failure = buildFailed;
    if (files.length) {
      // The parity tests drive Debian's Chromium, as `npm test` does.
      ensureChromium();
      stock = await serve(work, 'build-stock', '1');
    }
    if (!buildFailed && stock) {
      const candidate = await serve(work, 'build-candidate', patchSwitch);
      failure = await runParity(work, files, candidate, stock, 'patched');
      killGroup(candidate.child);
    }
    if (!failure) {
      const detail = files.length
        ? 'patched build passes the parity tests'
        : 'patched build succeeds (parity tests: not present)';
      for (const r of results.filter((x) => x.result === 'not judged')) Object.assign(r, {result: 'holds', detail});
      return;
    }
    console.log(`\nthe patched ${buildFailed ? 'build' : 'site'} fails; trying each patch alone against stock`);
    await findCulprits(work, results, all, files, stock);
    if (results.every((r) => r.result !== 'breaks')) {
      for (const r of results.filter((x) => x.result === 'holds'))
        Object.assign(r, {result: 'breaks', detail: `holds alone, but together they fail: ${failure}`});
    }
  } finally {
    if (stock) killGroup(stock.child);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const opts = readOptions();
  const work = mkdtempSync(path.join(tmpdir(), 'sui-docs-upgrade-'));
  const cleanup = cleanupOnce(work, opts.keep);
  process.on('exit', cleanup);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping builds and servers`);
      cleanup();
      process.exit(130);
    });
  }
  let code = 1;
  try {
    code = await check(work, opts);
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    console.log(`\nSTOPPED: ${error.message}`);
  } finally {
    cleanup();
  }
  console.log(`\ncheck:upgrade took ${seconds(started)}${opts.keep ? '' : ' (removing the copy included)'}`);
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
