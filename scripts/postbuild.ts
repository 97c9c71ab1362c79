/**
 * The last step of `npm run build` (npm runs it after `build` as `postbuild`), once every
 * Docusaurus plugin has written its files:
 *  1. the Content-Security-Policy for this build (inline script hashes, configured
 *     third-party origins) as build/.nginx/csp.conf, which deploy/nginx.conf includes;
 *  2. the same rules for a CDN-style host (Netlify; Cloudflare Pages reads _headers too):
 *     build/_headers and build/_redirects;
 *  (with 1 and 2) the moved addresses of config/redirects.json: the nginx map
 *     build/.nginx/redirects.conf and their lines in _redirects, and the redirect pages the
 *     client-redirects plugin wrote, given one shared script so the CSP needs one hash;
 *  3. a .gz and a .br copy beside every compressible file (plugins/precompress), made
 *     only for files whose bytes no earlier build had (the cache in node_modules/.cache,
 *     which the build's precompress plugin has filled for the bundler's files already);
 *  4. the stamp of the patches the build left out (SUI_DOCS_STOCK, plugins/patches/switch.ts),
 *     so that scripts/test.ts --no-build reuses it only for a run with the same switch.
 * Usage: tsx scripts/postbuild.ts [buildDir]
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {buildPolicy, inlineScriptHashes, serializePolicy} from './lib/csp';
import {ROOT} from './lib/manifest';
import {SERVER_CONFIG, SITE_CONFIG} from './lib/nginx';
import {
  cdnRedirectLines,
  nginxRedirectsConf,
  readRedirects,
  redirectPageFile,
  sharedScriptRedirectPage,
  type Redirect,
} from '../config/redirectMap';
import {cacheDirOf, precompressDirectory} from '../plugins/precompress';
import {MANIFEST_PATH} from '../plugins/local-search/engine';
import {HASHED_FILE_NAME} from '../plugins/local-search/writeIndex';
import {writeSwitchStamp} from '../plugins/patches/switch';

/** Compressed copies of earlier builds, by content (plugins/precompress): a rebuild compresses only what changed. */
const PRECOMPRESS_CACHE = cacheDirOf(ROOT);

/**
 * The pages of a build: its HTML files, relative to it, with forward slashes, without the
 * redirect pages of the moved addresses (config/redirects.json), which are no pages.
 */
export function htmlFiles(buildDir: string, redirects: Redirect[] = readRedirects()): string[] {
  const redirectPages = new Set(redirects.map((r) => redirectPageFile(r.from)));
  return readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.html') && !redirectPages.has(f))
    .sort();
}

/**
 * Gives each redirect page the client-redirects plugin wrote the shared script
 * (config/redirectMap.ts) and returns the pages' HTML, for the CSP; throws on a page that is
 * not the plugin's. Returns the old addresses that have no page, which a finished build
 * must not have (main() stops on them; a bare test folder has none at all).
 */
function rewriteRedirectPages(buildDir: string, redirects: Redirect[]): {pages: string[]; missing: string[]} {
  const pages: string[] = [];
  const missing: string[] = [];
  for (const {from, to} of redirects) {
    const file = path.join(buildDir, redirectPageFile(from));
    if (!existsSync(file)) {
      missing.push(from);
      continue;
    }
    const html = sharedScriptRedirectPage(readFileSync(file, 'utf8'), to, file);
    writeFileSync(file, html);
    pages.push(html);
  }
  return {pages, missing};
}

/**
 * The constant headers the nginx site adds (`add_header Name "value" always;`): those of
 * the server file and the HTTPS server's Strict-Transport-Security (a CDN serves HTTPS),
 * so the CDN rules cannot drift from them.
 */
export function nginxStaticHeaders(
  config = [SERVER_CONFIG, SITE_CONFIG].map((file) => readFileSync(file, 'utf8')).join('\n'),
): [string, string][] {
  return [...config.matchAll(/^\s*add_header\s+([A-Za-z-]+)\s+"([^"$]*)"\s+always;/gm)].map((m) => [m[1], m[2]]);
}

/** The build's content-hashed search index files, as URL paths (none with hosted search). */
export function hashedSearchFiles(buildDir: string): string[] {
  const dir = path.join(buildDir, path.dirname(MANIFEST_PATH));
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => HASHED_FILE_NAME.test(name))
    .sort()
    .map((name) => `/${path.dirname(MANIFEST_PATH)}/${name}`);
}

const IMMUTABLE = 'Cache-Control: public, max-age=31536000, immutable';
const MARKDOWN_CONTENT_TYPE = 'Content-Type: text/markdown; charset=utf-8';

/**
 * Netlify/Cloudflare Pages `_headers`: every path gets the security headers; /assets/* and
 * the content-hashed search index files (`immutable`, each by its path: not every host
 * matches a wildcard inside a name, and manifest.json beside them must be revalidated) a
 * year of caching; `.md` files their Markdown type (`/*.md`: where a host does not match
 * it, the file keeps the host's own type for `.md`).
 */
export function headersFile(csp: string, headers: [string, string][], immutable: string[] = []): string {
  return [
    '# Generated by scripts/postbuild.ts from deploy/nginx.conf and this build: do not edit.',
    '/*',
    `  Content-Security-Policy: ${csp}`,
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    // Only hashed files get a Cache-Control: both hosts revalidate everything else by default,
    // and a second rule for the same header would be joined to the first with a comma.
    '/assets/*',
    `  ${IMMUTABLE}`,
    ...immutable.flatMap((file) => [file, `  ${IMMUTABLE}`]),
    // Each page's Markdown (plugins/page-markdown), typed as nginx types it (hosts guess from the extension).
    '/*.md',
    `  ${MARKDOWN_CONTENT_TYPE}`,
    '',
  ].join('\n');
}

/**
 * Netlify `_redirects`: the moved addresses (config/redirects.json) to their routes, then
 * /x.html and /x/index.html → 301 /x for every page (`!`: even though the file exists).
 */
export function redirectsFile(pages: string[], redirects: Redirect[] = []): string {
  const lines = [
    '# Generated by scripts/postbuild.ts from this build and config/redirects.json: do not edit.',
    ...cdnRedirectLines(redirects),
  ];
  for (const file of pages) {
    if (file === '404.html') continue;
    const clean = '/' + file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
    lines.push(`/${file} ${clean} 301!`);
  }
  return lines.join('\n') + '\n';
}

type Env = Record<string, string | undefined>;

/**
 * Writes the CSP include and the moved-address map for nginx and the CDN rule files into a
 * finished build; returns the policy, and the moved addresses the build has no redirect page for.
 */
export function writeServingRules(
  buildDir: string,
  env: Env,
  redirects: Redirect[] = readRedirects(),
): {csp: string; hashes: string[]; pages: string[]; missingRedirectPages: string[]} {
  const pages = htmlFiles(buildDir, redirects);
  if (pages.length === 0) throw new Error(`${buildDir} has no HTML files: run docusaurus build first.`);
  const redirectPages = rewriteRedirectPages(buildDir, redirects);
  const hashes = inlineScriptHashes([
    ...pages.map((f) => readFileSync(path.join(buildDir, f), 'utf8')),
    ...redirectPages.pages,
  ]);
  const csp = serializePolicy(buildPolicy(hashes, env));
  mkdirSync(path.join(buildDir, '.nginx'), {recursive: true});
  writeFileSync(
    path.join(buildDir, '.nginx/csp.conf'),
    `# Generated by scripts/postbuild.ts for this build (${hashes.length} inline script hashes): do not edit.\nadd_header Content-Security-Policy "${csp}" always;\n`,
  );
  writeFileSync(path.join(buildDir, '_headers'), headersFile(csp, nginxStaticHeaders(), hashedSearchFiles(buildDir)));
  writeFileSync(path.join(buildDir, '.nginx/redirects.conf'), nginxRedirectsConf(redirects));
  writeFileSync(path.join(buildDir, '_redirects'), redirectsFile(pages, redirects));
  return {csp, hashes, pages, missingRedirectPages: redirectPages.missing};
}

async function main(): Promise<void> {
  const buildDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'build'));
  const started = Date.now();
  const redirects = readRedirects();
  const {hashes, pages, missingRedirectPages} = writeServingRules(buildDir, process.env, redirects);
  if (missingRedirectPages.length) {
    throw new Error(
      `${buildDir} has no redirect page for ${missingRedirectPages.join(', ')}: was it built with @docusaurus/plugin-client-redirects and this config/redirects.json?`,
    );
  }
  console.log(
    `[postbuild] Content-Security-Policy: ${hashes.length} inline script hash(es) from ${pages.length} pages and ${redirects.length} redirect pages; ${redirects.length} moved addresses in .nginx/redirects.conf and _redirects`,
  );

  const stats = await precompressDirectory(buildDir, {cacheDir: PRECOMPRESS_CACHE});
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  // Last: a build with a stamp is a finished one.
  writeSwitchStamp(buildDir, process.env);
  console.log(
    `[postbuild] precompressed ${stats.files} files (${stats.files - stats.cached} changed, ${stats.cached} from the cache): ${mb(stats.bytes)} → gzip ${mb(stats.gzipBytes)}, brotli ${mb(stats.brotliBytes)}; postbuild took ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
