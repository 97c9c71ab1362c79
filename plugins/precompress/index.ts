/**
 * Writes `<file>.gz` and `<file>.br` beside every compressible file of a build, so nginx
 * (gzip_static, brotli_static) sends compressed bytes without compressing per request, and
 * at the strongest settings, which would be too slow to use per request.
 *
 * It runs as the last build step (scripts/postbuild.ts), not as a Docusaurus postBuild
 * hook: Docusaurus runs all plugins' postBuild hooks at the same time, and the search
 * index, among others, is written by one of them, so a hook could not be sure to see it.
 * The bundler's own files are final earlier: the build compresses them in the background
 * once the client bundle is written (`warmCache`, started by plugins/build-cache).
 *
 * With a cache folder, only what changed is compressed: each file's copies are kept there
 * under the hash of its bytes and its brotli quality, and a later build copies them for a
 * file whose bytes are the same (the hashed scripts under assets/ mostly are, and so are
 * the pages a change did not touch). Entries the build did not use are removed after it.
 */
import {createHash} from 'node:crypto';
import {copyFile, link, mkdir, readdir, readFile, rename, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {Worker} from 'node:worker_threads';
import {brotliCompress, constants, gzip, type BrotliOptions, type ZlibOptions} from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text formats the site serves; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = [
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.md',
  '.map',
  '.webmanifest',
];
/** Below this a compressed copy saves less than a packet's overhead (nginx's gzip_min_length). */
export const MIN_BYTES = 256;

export interface PrecompressStats {
  files: number;
  /** Files whose copies came from the cache. */
  cached: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** The scripts and styles every page loads first: Docusaurus's entry chunks and its stylesheet. */
const FIRST_LOAD = /^assets\/(?:js\/(?:main|runtime~main)\.[0-9a-f]+\.js|css\/[^/]+\.css)$/;

/**
 * Brotli quality by file: the maximum (11) for what every page loads first (the entry
 * scripts and the stylesheet, about 100 KB of brotli); 10 for the rest of assets/ (the
 * chunks of single pages and of features loaded on use: Mermaid, search, KaTeX), 2.2 %
 * larger (about 600 bytes more on a doc page's first load, 51 KB over all ~560 chunks) and
 * about three times faster to make, some 7 s less CPU in a cold build; 6 for pages and the
 * rest, about 10 % larger than 11 but some 15 times faster, which keeps a 450-page build's
 * step short.
 */
export function brotliQuality(relativePath: string): number {
  const file = relativePath.split(/[\\/]/).join('/');
  if (FIRST_LOAD.test(file)) return constants.BROTLI_MAX_QUALITY;
  return file.startsWith('assets/') ? 10 : 6;
}

const GZIP_OPTIONS: ZlibOptions = {level: 9};

function brotliOptions(quality: number, size: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

export async function compressFile(
  file: string,
  data: Buffer,
  quality: number = constants.BROTLI_MAX_QUALITY,
): Promise<{gzip: Buffer; brotli: Buffer}> {
  const [gz, br] = await Promise.all([
    gzipAsync(data, GZIP_OPTIONS),
    brotliAsync(data, brotliOptions(quality, data.length)),
  ]);
  await Promise.all([writeNew(`${file}.gz`, gz), writeNew(`${file}.br`, br)]);
  return {gzip: gz, brotli: br};
}

/**
 * Writes a cache entry under a temporary name, then renames it: a file with the same bytes
 * (the redirect pages are all alike) may look it up meanwhile, and must not copy it half written.
 */
async function writeWhole(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.${++writes}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}
let writes = 0;

/** The cache entry of a file's copies: the hash of its bytes and the brotli quality used. */
function cacheKey(data: Buffer, quality: number): string {
  return `${createHash('sha256').update(data).digest('hex').slice(0, 40)}-q${quality}`;
}

/**
 * A build's copy of a cache entry: a hard link to it (a copy where the two folders are on
 * different file systems). Linking thousands of files is far cheaper than writing them
 * again (a warm postbuild step spent ~2.5 s of system time copying). The build's file is
 * removed first, and files are never written in place (writeNew), so that a later write to
 * the build cannot change the cache's entry through the link.
 */
async function linkOrCopy(entry: string, file: string): Promise<void> {
  await rm(file, {force: true});
  try {
    await link(entry, file);
  } catch {
    await copyFile(entry, file);
  }
}

/** Writes a new file in place of `file`: never into it, since it may be a link to a cache entry. */
async function writeNew(file: string, data: Buffer): Promise<void> {
  await rm(file, {force: true});
  await writeFile(file, data);
}

async function fromCache(cacheDir: string, key: string, file: string): Promise<{gzip: number; brotli: number} | null> {
  try {
    const [gz, br] = await Promise.all([
      stat(path.join(cacheDir, `${key}.gz`)),
      stat(path.join(cacheDir, `${key}.br`)),
    ]);
    await Promise.all([
      linkOrCopy(path.join(cacheDir, `${key}.gz`), `${file}.gz`),
      linkOrCopy(path.join(cacheDir, `${key}.br`), `${file}.br`),
    ]);
    return {gzip: gz.size, brotli: br.size};
  } catch {
    return null;
  }
}

/**
 * Compresses every compressible file of at least MIN_BYTES under `dir`, `concurrency` at a
 * time (zlib works on libuv's thread pool, so this uses every core). With `cacheDir`, a file
 * compressed by an earlier run with the same bytes gets that run's copies instead.
 */
export async function precompressDirectory(
  dir: string,
  {concurrency = 8, cacheDir}: {concurrency?: number; cacheDir?: string} = {},
): Promise<PrecompressStats> {
  const stats: PrecompressStats = {files: 0, cached: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0};
  const queue: string[] = [];
  for await (const file of walk(dir)) {
    if (COMPRESSIBLE.includes(path.extname(file).toLowerCase()) && (await stat(file)).size >= MIN_BYTES)
      queue.push(file);
  }
  if (cacheDir) await mkdir(cacheDir, {recursive: true});
  const used = new Set<string>();
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const data = await readFile(file);
      const quality = brotliQuality(path.relative(dir, file));
      stats.files += 1;
      stats.bytes += data.length;
      const key = cacheDir ? cacheKey(data, quality) : '';
      const hit = cacheDir ? await fromCache(cacheDir, key, file) : null;
      if (hit) {
        used.add(key);
        stats.cached += 1;
        stats.gzipBytes += hit.gzip;
        stats.brotliBytes += hit.brotli;
        continue;
      }
      const {gzip: gz, brotli: br} = await compressFile(file, data, quality);
      if (cacheDir) {
        used.add(key);
        await Promise.all([
          writeWhole(path.join(cacheDir, `${key}.gz`), gz),
          writeWhole(path.join(cacheDir, `${key}.br`), br),
        ]);
      }
      stats.gzipBytes += gz.length;
      stats.brotliBytes += br.length;
    }
  };
  await Promise.all(Array.from({length: concurrency}, worker));
  if (cacheDir) {
    const stale = (await readdir(cacheDir)).filter((name) => !used.has(name.replace(/\.(gz|br)$/, '')));
    await Promise.all(stale.map((name) => rm(path.join(cacheDir, name), {force: true})));
  }
  return stats;
}

/** The cache of compressed copies in a site (used by scripts/postbuild.ts and the plugin below). */
export const cacheDirOf = (siteDir: string) => path.join(siteDir, 'node_modules/.cache/sui-docs-precompress');

/** One file for the worker: compress `file`, write the copies as `<entry>.gz` and `<entry>.br`. */
interface Job {
  file: string;
  entry: string;
  brotli: BrotliOptions;
}

/**
 * The worker: compresses its files one after the other, synchronously, so that it keeps to
 * one core; each copy is written under a temporary name first, so that an interrupted build
 * leaves no partial entry behind.
 */
const WORKER = `
const {workerData} = require('node:worker_threads');
const {readFileSync, renameSync, writeFileSync} = require('node:fs');
const {brotliCompressSync, gzipSync} = require('node:zlib');
const write = (file, data) => {
  const temporary = file + '.' + process.pid + '.worker.tmp';
  writeFileSync(temporary, data);
  renameSync(temporary, file);
};
for (const job of workerData.jobs) {
  const data = readFileSync(job.file);
  write(job.entry + '.gz', gzipSync(data, workerData.gzip));
  write(job.entry + '.br', brotliCompressSync(data, job.brotli));
}
`;

/** Every compressible file under `dir` of at least MIN_BYTES, synchronously. */
function compressibleFilesSync(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && COMPRESSIBLE.includes(path.extname(e.name).toLowerCase()))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => statSync(file).size >= MIN_BYTES);
}

/**
 * Fills the cache with the copies of the build's scripts and styles (assets/, final once the
 * client bundle is written) that it does not hold yet, in a worker thread, while the build
 * goes on: its later steps leave a core idle for seconds (the postBuild hooks that write the
 * search index and each page's Markdown run on the main thread alone). scripts/postbuild.ts
 * then finds them in the cache. The copies are the same bytes as precompressDirectory makes.
 * Returns the number of files compressed.
 */
export async function warmCache(buildDir: string, cacheDir: string): Promise<number> {
  const jobs: Job[] = [];
  for (const file of compressibleFilesSync(path.join(buildDir, 'assets'))) {
    const data = readFileSync(file);
    const quality = brotliQuality(path.relative(buildDir, file));
    const entry = path.join(cacheDir, cacheKey(data, quality));
    if (existsSync(`${entry}.gz`) && existsSync(`${entry}.br`)) continue;
    jobs.push({file, entry, brotli: brotliOptions(quality, data.length)});
  }
  if (jobs.length === 0) return 0;
  await mkdir(cacheDir, {recursive: true});
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(WORKER, {eval: true, workerData: {jobs, gzip: GZIP_OPTIONS}});
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`precompress worker exited with ${code}`)),
    );
  });
  return jobs.length;
}
