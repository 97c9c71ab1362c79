/**
 * ssg-cache: a rebuild whose page rendering has exactly the inputs of the previous build
 * writes that build's pages again instead of rendering them.
 *
 * Docusaurus renders every route on the server in every build (@docusaurus/core
 * lib/ssg/ssgExecutor.js, `executeSSG`): ~820 pages, about 5 s of a warm rebuild on two
 * cores. A page's HTML is a function of the server bundle (every file the server build
 * wrote), the route, the client manifest (the page's scripts and styles), the page
 * template and the tags and options Docusaurus passes to it. Here `executeSSG` is wrapped:
 * it hashes those inputs into one key; when the cache holds the pages of a build with the
 * same key (and every cached file still has the content it had), their HTML files are
 * written again and their collected data (links, anchors, head metadata, which the
 * broken-links check and the postBuild hooks read) returned without starting the renderer.
 * Any other key renders every page as stock and keeps the result for the next build. So
 * the cache only helps a rebuild in which the server bundle came out the same (no change to
 * the sources, or one that does not reach the pages); one edited doc changes the bundle and
 * every page is rendered again.
 *
 * The cache lives in node_modules/.cache/sui-docs-ssg: one build's pages (hard links to
 * the built files, or copies across devices) and an index with each page's file, SHA-256
 * and collected data.
 *
 * Upstream: @docusaurus/core 3.10 (lib/ssg: executeSSG and the build command that calls
 * it, the params the renderer gets, where a page is written, what it collects) and
 * react-loadable-ssr-addon-v5-slorber's getBundles; the guard checks each (registry.ts).
 * Gain: a rebuild with nothing changed renders no page: the SSG phase 8.0-11.2 s -> 0.2-0.4 s
 * and the build's CPU 18.2-19.0 s -> 10.3-11.1 s (warm builds, load 9-15 on 2 cores, 26 Nov 2026).
 * Switch: SUI_DOCS_STOCK=ssg-cache.
 */
import {createHash, randomBytes} from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

/** Bumped when what the key covers or the index format changes. */
const FORMAT = 1;

export const SSG_CACHE_DIR = 'node_modules/.cache/sui-docs-ssg';

/** What Docusaurus collects about each rendered page (ssgRenderer.js, reduceCollectedData): plain data. */
type PageCollectedData = unknown;

/** The arguments of `executeSSG` this wrapper reads (@docusaurus/core lib/ssg/ssgExecutor.d.ts). */
export interface SSGArgs {
  props: {
    siteDir: string;
    outDir: string;
    baseUrl: string;
    routesPaths: string[];
    headTags: string;
    preBodyTags: string;
    postBodyTags: string;
    siteConfig: {
      trailingSlash: boolean | undefined;
      noIndex: boolean;
      ssrTemplate?: string;
      future: {faster: {swcHtmlMinimizer: boolean}; v4: {removeLegacyPostBuildHeadAttribute: boolean}};
    };
  };
  serverBundlePath: string;
  clientManifestPath: string;
  router: string | undefined;
}

export type SSGResult = {collectedData: Record<string, PageCollectedData>};
export type ExecuteSSG = (args: SSGArgs) => Promise<SSGResult>;

interface CachedPage {
  /** The page's file in the build folder, relative, with forward slashes. */
  readonly file: string;
  readonly sha256: string;
  readonly collectedData: PageCollectedData;
}

interface CacheIndex {
  readonly key: string;
  readonly pages: Record<string, CachedPage>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Every file under `dir`, relative, in a stable order. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The file Docusaurus writes a route's page to (@docusaurus/core lib/ssg/ssgUtils.js,
 * `pathnameToFilename` after `removeBaseUrl`), relative to the build folder.
 */
export function pageFile(pathname: string, baseUrl: string, trailingSlash: boolean | undefined): string {
  const p = baseUrl === '/' ? pathname : pathname.replace(new RegExp(`^${baseUrl}`), '/');
  const name = p.replace(/^[/\\]/, '');
  if (/\.html?$/i.test(name)) return name;
  if (trailingSlash === undefined || name === '' || name.endsWith('/') || trailingSlash)
    return path.posix.join(name, 'index.html');
  return `${name}.html`;
}

type Manifest = {
  entrypoints: unknown;
  origins: Record<string, unknown>;
  assets: Record<string, Record<string, Array<{file: string}>>>;
};

/**
 * What of the client manifest can reach a page: the renderer looks the page's chunks up in
 * `origins` and `assets` (react-loadable-ssr-addon's getBundles) and writes the `file` of each
 * asset found (ssgTemplate.js), in list order. So keys are sorted (a build with the bundler's
 * cache lists them in another order than one without) and each asset keeps its `file` only
 * (its `hash` is the bundler's interim content hash, which also differs between such builds
 * while the file names, and so the pages, are the same).
 */
export function manifestForPages(manifest: Manifest): unknown {
  const assets = Object.fromEntries(
    Object.entries(manifest.assets).map(([chunk, byType]) => [
      chunk,
      Object.fromEntries(Object.entries(byType).map(([type, list]) => [type, list.map((a) => a.file)])),
    ]),
  );
  return sortedKeys({entrypoints: manifest.entrypoints, origins: manifest.origins, assets});
}

/** A JSON value with its objects' keys sorted; arrays keep their order. */
export function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortedKeys((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/**
 * The parts of the key: everything a page's HTML and collected data depend on but its
 * route, that is every file of the server bundle, the client manifest, the page template
 * and the values Docusaurus passes to it (ssgParams.js), the installed packages (the server
 * bundle may require some at render time) and the environment switches the renderer reads,
 * each hashed on its own (SUI_DOCS_SSG_CACHE_DEBUG=1 prints them).
 */
export function ssgKeyParts(args: SSGArgs, docusaurusVersion: string): Record<string, string> {
  const {props, serverBundlePath, clientManifestPath, router} = args;
  const server = createHash('sha256');
  const serverDir = path.dirname(serverBundlePath);
  for (const file of filesUnder(serverDir)) {
    const content = readFileSync(path.join(serverDir, file));
    server.update(`${file}\0${content.length}\0`).update(content);
  }
  const lock = path.join(props.siteDir, 'package-lock.json');
  const {siteConfig} = props;
  return {
    format: String(FORMAT),
    serverBundle: server.digest('hex'),
    clientManifest: sha256(JSON.stringify(manifestForPages(JSON.parse(readFileSync(clientManifestPath, 'utf8'))))),
    packageLock: sha256(existsSync(lock) ? readFileSync(lock) : ''),
    renderer: sha256(
      JSON.stringify({
        docusaurusVersion,
        node: process.version,
        router: router ?? null,
        serverBundle: path.basename(serverBundlePath),
        baseUrl: props.baseUrl,
        trailingSlash: siteConfig.trailingSlash ?? null,
        noIndex: siteConfig.noIndex,
        ssrTemplate: siteConfig.ssrTemplate ?? null,
        swcHtmlMinimizer: siteConfig.future.faster.swcHtmlMinimizer,
        removeLegacyPostBuildHeadAttribute: siteConfig.future.v4.removeLegacyPostBuildHeadAttribute,
        skipHtmlMinification: process.env.SKIP_HTML_MINIFICATION ?? null,
        nodeEnv: process.env.NODE_ENV ?? null,
      }),
    ),
    tags: sha256(JSON.stringify([props.headTags, props.preBodyTags, props.postBodyTags])),
    routes: sha256(JSON.stringify(props.routesPaths)),
  };
}

function readIndex(cacheDir: string): CacheIndex | undefined {
  try {
    return JSON.parse(readFileSync(path.join(cacheDir, 'index.json'), 'utf8')) as CacheIndex;
  } catch {
    return undefined;
  }
}

/** The cached pages' contents and data when the cache holds this key for every route and no file changed; else undefined. */
function cachedPages(
  cacheDir: string,
  key: string,
  routes: string[],
): {contents: Map<string, Buffer>; index: CacheIndex} | undefined {
  const index = readIndex(cacheDir);
  if (!index || index.key !== key) return undefined;
  const contents = new Map<string, Buffer>();
  for (const route of routes) {
    const page = index.pages[route];
    if (!page) return undefined;
    let content: Buffer;
    try {
      content = readFileSync(path.join(cacheDir, 'pages', page.file));
    } catch {
      return undefined;
    }
    if (sha256(content) !== page.sha256) return undefined;
    contents.set(page.file, content);
  }
  return {contents, index};
}

/**
 * Keeps this build's pages (links to the built files) and what was collected, replacing the
 * previous entry. Written into a folder of this process's own, then renamed into place, so
 * that two builds at once never write into the same files (a copy into an existing link
 * would write through to a built page).
 */
function savePages(cacheDir: string, key: string, args: SSGArgs, result: SSGResult): void {
  const {outDir, baseUrl, routesPaths, siteConfig} = args.props;
  const fresh = `${cacheDir}.${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const pages: Record<string, CachedPage> = {};
    for (const route of routesPaths) {
      const file = pageFile(route, baseUrl, siteConfig.trailingSlash);
      const built = path.join(outDir, file);
      // A route Docusaurus wrote elsewhere than expected: keep nothing rather than a wrong page.
      if (!existsSync(built) || !(route in result.collectedData)) return;
      const target = path.join(fresh, 'pages', file);
      mkdirSync(path.dirname(target), {recursive: true});
      try {
        linkSync(built, target);
      } catch {
        copyFileSync(built, target);
      }
      pages[route] = {file, sha256: sha256(readFileSync(target)), collectedData: result.collectedData[route]};
    }
    writeFileSync(path.join(fresh, 'index.json'), JSON.stringify({key, pages} satisfies CacheIndex));
    rmSync(cacheDir, {recursive: true, force: true});
    renameSync(fresh, cacheDir);
  } finally {
    rmSync(fresh, {recursive: true, force: true});
  }
}

/**
 * `executeSSG` with the cache in front: the cached pages when the key matches, else the
 * stock rendering, whose pages are then kept. The hash router (no rendering) passes through.
 */
export function cachedExecuteSSG(
  executeSSG: ExecuteSSG,
  options: {cacheDir: string; docusaurusVersion: string; log?: (message: string) => void},
): ExecuteSSG {
  const log = options.log ?? ((message: string) => console.log(`[ssg-cache] ${message}`));
  return async (args) => {
    if (args.router === 'hash') return executeSSG(args);
    const parts = ssgKeyParts(args, options.docusaurusVersion);
    const key = sha256(JSON.stringify(parts));
    if (process.env.SUI_DOCS_SSG_CACHE_DEBUG) log(`key parts ${JSON.stringify(parts)}`);
    const {outDir, routesPaths} = args.props;
    const cached = cachedPages(options.cacheDir, key, routesPaths);
    if (cached) {
      const {contents, index} = cached;
      for (const [file, content] of contents) {
        const target = path.join(outDir, file);
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, content);
      }
      const collectedData = Object.fromEntries(routesPaths.map((route) => [route, index.pages[route].collectedData]));
      log(`${routesPaths.length} pages from the previous build (same server bundle, manifest and template)`);
      return {collectedData};
    }
    const result = await executeSSG(args);
    try {
      savePages(options.cacheDir, key, args, result);
    } catch (error) {
      log(`pages not kept: ${(error as Error).message}`);
    }
    return result;
  };
}

/**
 * Wraps `executeSSG` in the copy of @docusaurus/core the build runs (its build command reads
 * the export at call time). Not a plugin: a plugin's name would join the site metadata in
 * every page's main chunk.
 */
export function installSsgCache(siteDir: string): void {
  const coreRequire = createRequire(path.join(siteDir, 'package.json'));
  const executor = coreRequire('@docusaurus/core/lib/ssg/ssgExecutor.js') as {
    executeSSG: ExecuteSSG & {ssgCacheWrapped?: true};
  };
  if (executor.executeSSG.ssgCacheWrapped) return;
  const {version} = coreRequire('@docusaurus/core/package.json') as {version: string};
  executor.executeSSG = Object.assign(
    cachedExecuteSSG(executor.executeSSG, {cacheDir: path.join(siteDir, SSG_CACHE_DIR), docusaurusVersion: version}),
    {ssgCacheWrapped: true as const},
  );
}
