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
import {copyFileSync, existsSync, linkSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {mkdir, readdir, rm} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {constants, type BrotliOptions, type ZlibOptions} from 'node:zlib';

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

/** The cache entry of a file's copies: the hash of its bytes and the brotli quality used. */
function cacheKey(data: Buffer, quality: number): string {
  return `${createHash('sha256').update(data).digest('hex').slice(0, 40)}-q${quality}`;
}

/** What a pool worker (WORKER below) tells of a file it compressed: the sizes of its copies. */
interface Done {
  id: number;
  gzip: number;
  brotli: number;
}

/**
 * Compresses every compressible file of at least MIN_BYTES under `dir`, in `concurrency`
 * worker threads (one per core by default). With `cacheDir`, a file compressed by an earlier
 * run with the same bytes gets that run's copies instead (hard links, made here while the
 * workers compress the rest), and a new file's copies become cache entries.
 *
 * The workers compress and write synchronously, each on its core: the same work on zlib's
 * asynchronous calls and fs promises went through libuv's thread pool (four threads on two
 * cores) in hops of 16 KB, and spent about as much CPU waking threads up as compressing.
 */
export async function precompressDirectory(
  dir: string,
  {concurrency = availableParallelism(), cacheDir}: {concurrency?: number; cacheDir?: string} = {},
): Promise<PrecompressStats> {
  const stats: PrecompressStats = {files: 0, cached: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0};
  if (cacheDir) await mkdir(cacheDir, {recursive: true});
  const used = new Set<string>();
  /** Files whose bytes an earlier file of this run has, which is still being compressed. */
  const again: {file: string; key: string}[] = [];
  const files = compressibleFilesSync(dir).sort();
  let index = 0;
  let jobs = 0;
  /** The next file to compress, if any: the files before it get their copies from the cache meanwhile. */
  const nextJob = (): Job | undefined => {
    while (index < files.length) {
      const file = files[index++];
      const data = readFileSync(file);
      const quality = brotliQuality(path.relative(dir, file));
      stats.files += 1;
      stats.bytes += data.length;
      const job: Job = {id: jobs, file, copies: true, brotli: brotliOptions(quality, data.length)};
      if (cacheDir) {
        const key = cacheKey(data, quality);
        if (used.has(key)) {
          again.push({file, key});
          continue;
        }
        used.add(key);
        const hit = fromCacheSync(cacheDir, key, file);
        if (hit) {
          stats.cached += 1;
          stats.gzipBytes += hit.gzip;
          stats.brotliBytes += hit.brotli;
          continue;
        }
        job.entry = path.join(cacheDir, key);
      }
      jobs += 1;
      return job;
    }
    return undefined;
  };
  const done = await runPool(nextJob, concurrency);
  if (done.length !== jobs) throw new Error(`precompress: ${jobs - done.length} files left uncompressed`);
  for (const copies of done) {
    stats.gzipBytes += copies.gzip;
    stats.brotliBytes += copies.brotli;
  }
  for (const {file, key} of again) {
    // Its entry is there now: the first file with these bytes made it.
    const hit = fromCacheSync(cacheDir!, key, file);
    if (!hit) throw new Error(`precompress: no cache entry ${key} for ${file}`);
    stats.cached += 1;
    stats.gzipBytes += hit.gzip;
    stats.brotliBytes += hit.brotli;
  }
  if (cacheDir) {
    const stale = (await readdir(cacheDir)).filter((name) => !used.has(name.replace(/\.(gz|br)$/, '')));
    await Promise.all(stale.map((name) => rm(path.join(cacheDir, name), {force: true})));
  }
  return stats;
}

/**
 * The build's copies of a cache entry, null where the cache has none: hard links to it (copies
 * where the two folders are on different file systems). Linking thousands of files is far
 * cheaper than writing them again (a warm postbuild step spent ~2.5 s of system time
 * copying). The build's old file is removed first, and the workers never write into a copy
 * either, so that a later write to the build cannot change the cache's entry through the link.
 */
function fromCacheSync(cacheDir: string, key: string, file: string): {gzip: number; brotli: number} | null {
  const sizes: number[] = [];
  for (const ext of ['.gz', '.br']) {
    const entry = path.join(cacheDir, key + ext);
    try {
      sizes.push(statSync(entry).size);
    } catch {
      return null;
    }
  }
  for (const ext of ['.gz', '.br']) {
    const copy = file + ext;
    rmSync(copy, {force: true});
    try {
      linkSync(path.join(cacheDir, key + ext), copy);
    } catch {
      copyFileSync(path.join(cacheDir, key + ext), copy);
    }
  }
  return {gzip: sizes[0], brotli: sizes[1]};
}

/**
 * Hands the jobs `nextJob` finds to up to `size` workers, one at a time to whichever is free
 * (pages differ a lot in size), and returns what they report. The first workers start with
 * the first jobs found, so that none starts for a build whose copies all come from the
 * cache; the rest of the search for jobs runs while they compress.
 */
async function runPool(nextJob: () => Job | undefined, size: number): Promise<Done[]> {
  const results: Done[] = [];
  const workers: Promise<void>[] = [];
  const start = (first: Job) =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(WORKER, {eval: true, workerData: {gzip: GZIP_OPTIONS}});
      let finished = false;
      const give = (job: Job | undefined) => {
        if (job) return worker.postMessage(job);
        finished = true;
        void worker.terminate().then(() => resolve());
      };
      worker.on('message', (done: Done) => {
        results.push(done);
        give(nextJob());
      });
      worker.once('error', reject);
      worker.once('exit', (code) => {
        if (!finished) reject(new Error(`precompress worker exited with ${code}`));
      });
      give(first);
    });
  for (let job = nextJob(); job; job = workers.length < size ? nextJob() : undefined) workers.push(start(job));
  await Promise.all(workers);
  return results;
}

/** The cache of compressed copies in a site (used by scripts/postbuild.ts and the plugin below). */
export const cacheDirOf = (siteDir: string) => path.join(siteDir, 'node_modules/.cache/sui-docs-precompress');

/**
 * One file for a worker: compress `file`; with `copies`, write them beside it (new files,
 * never into the old ones, which may be links to cache entries) and make them the cache entry
 * `entry` (hard links); without, write them as the entry alone (`<entry>.gz`, `<entry>.br`).
 */
interface Job {
  /** In the postbuild step's pool: which of its files this is. */
  id?: number;
  file: string;
  entry?: string;
  copies?: boolean;
  brotli: BrotliOptions;
}

/**
 * The worker: compresses files one after the other, synchronously, so that it keeps to one
 * core: those of workerData.jobs, or else each job it is sent, answering with the sizes. A cache
 * entry written as such goes under a temporary name first, so that an interrupted build
 * leaves no partial entry behind; one linked to the build's copy is whole from the start (an
 * entry with those bytes there already stays).
 */
const WORKER = `
const {parentPort, workerData} = require('node:worker_threads');
const {copyFileSync, linkSync, readFileSync, renameSync, rmSync, writeFileSync} = require('node:fs');
const {brotliCompressSync, gzipSync} = require('node:zlib');
let writes = 0;
const write = (file, data) => {
  const temporary = file + '.' + process.pid + '.worker' + require('node:worker_threads').threadId + '.' + ++writes + '.tmp';
  writeFileSync(temporary, data);
  renameSync(temporary, file);
};
const keep = (copy, entry) => {
  try {
    linkSync(copy, entry);
  } catch (error) {
    if (error.code === 'EEXIST') return;
    const temporary = entry + '.' + process.pid + '.worker' + require('node:worker_threads').threadId + '.' + ++writes + '.tmp';
    copyFileSync(copy, temporary);
    renameSync(temporary, entry);
  }
};
const run = (job) => {
  const data = readFileSync(job.file);
  const copies = [['.gz', gzipSync(data, workerData.gzip)], ['.br', brotliCompressSync(data, job.brotli)]];
  for (const [ext, bytes] of copies) {
    if (job.copies) {
      rmSync(job.file + ext, {force: true});
      writeFileSync(job.file + ext, bytes);
      if (job.entry) keep(job.file + ext, job.entry + ext);
    } else write(job.entry + ext, bytes);
  }
  return {gzip: copies[0][1].length, brotli: copies[1][1].length};
};
if (workerData.jobs) for (const job of workerData.jobs) run(job);
else parentPort.on('message', (job) => parentPort.postMessage({id: job.id, ...run(job)}));
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
