/**
 * The production nginx site over the production build, as a reader's browser, a crawler
 * or a CDN in front of it would see it: what deploy/sui-docs-server.conf answers, served
 * over plain HTTP with the maps of deploy/nginx.conf (scripts/lib/nginx.ts). TLS, the
 * redirect to HTTPS and Strict-Transport-Security are https.test.ts's.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {readManifest} from '../../scripts/lib/manifest';
import {inlineScripts, parsePolicy} from '../../scripts/lib/csp';
import {htmlFiles} from '../../scripts/postbuild';
import {readRedirects, redirectPageFile} from '../../config/redirectMap';
import {SWITCH_STAMP} from '../../plugins/patches/switch';
import {BUILD_DIR, builtPagePaths, pageScripts, readBuiltFile} from '../support/site';
import {MANIFEST_PATH, type Manifest} from '../../plugins/local-search/engine';
import {IMMUTABLE, SECURITY_HEADERS, get, header, pathsNotServed, useNginx} from './support';

const origin = useNginx();
const at = (pathname: string, headers: Record<string, string> = {}) => get(origin() + pathname, headers);

/** The first script file the home page loads, e.g. /assets/js/runtime~main.1a2b3c4d.js (its script list or tags: pageScripts). */
function hashedScript(): string {
  const src = pageScripts(readBuiltFile('index.html').toString()).find((s) =>
    /^\/assets\/js\/.+\.[0-9a-f]{6,8}\.js$/.test(s),
  );
  assert.ok(src, 'the home page loads a hashed script');
  return src;
}

test('every manifest route and every generated page answers 200 at its clean URL', async () => {
  const paths = [...new Set([...readManifest().routes.map((r) => r.path), ...builtPagePaths()])];
  assert.ok(paths.length > 400, `${paths.length} pages`);
  assert.deepEqual(await pathsNotServed(paths, at, (type) => type.startsWith('text/html')), []);
});

test("an unknown path answers 404 with the site's own not-found page", async () => {
  for (const p of ['/no-such-page', '/concepts/no-such-page', '/assets/js/no-such-file.js']) {
    const response = await at(p);
    assert.equal(response.status, 404, p);
    assert.deepEqual(response.body, readBuiltFile('404.html'), `${p} shows build/404.html`);
    assert.equal(header(response, 'cache-control'), 'no-cache', `${p}: a 404 is not cached for a year`);
  }
  assert.match(readBuiltFile('404.html').toString(), /Page Not Found/);
});

test('/x.html, /x/index.html and /x/ answer 301 to /x, keeping the query string', async () => {
  const cases: [string, string][] = [
    ['/concepts/object-model.html', '/concepts/object-model'],
    ['/concepts/object-model.html?tab=move&x=1', '/concepts/object-model?tab=move&x=1'],
    ['/concepts/index.html', '/concepts'],
    ['/concepts/index.html?q=1', '/concepts?q=1'],
    ['/concepts/', '/concepts'],
    ['/index.html', '/'],
    ['/index.html?q=object', '/?q=object'],
  ];
  for (const [from, to] of cases) {
    const response = await at(from);
    assert.equal(response.status, 301, from);
    assert.equal(header(response, 'location'), to, from);
  }
  // The target of each redirect is a page.
  assert.equal((await at('/concepts/object-model?tab=move')).status, 200);
});

test('a redirect never sends the reader to another host', async () => {
  for (const p of ['//evil.example/x.html', '/\\evil.example/x.html', '//evil.example/index.html', '//evil.example/']) {
    const response = await at(p);
    assert.notEqual(response.status, 301, `${p} → ${header(response, 'location')}`);
  }
});

test('hashed assets are cached for a year, HTML and un-hashed files are revalidated', async () => {
  const script = await at(hashedScript());
  assert.equal(script.status, 200);
  assert.equal(header(script, 'cache-control'), IMMUTABLE);
  const css = /<link rel="?stylesheet"? href="?(\/assets\/css\/[^"\s>]+\.css)/.exec(
    readBuiltFile('index.html').toString(),
  )?.[1];
  assert.ok(css);
  assert.equal(header(await at(css), 'cache-control'), IMMUTABLE);

  for (const p of ['/', '/concepts/object-model', '/sitemap.xml', '/img/logo.svg', `/${MANIFEST_PATH}`]) {
    const response = await at(p);
    assert.equal(response.status, 200, p);
    assert.equal(header(response, 'cache-control'), 'no-cache', p);
    assert.ok(header(response, 'etag') || header(response, 'last-modified'), `${p} can be revalidated`);
  }
  const page = await at('/concepts/object-model');
  const again = await at('/concepts/object-model', {'If-None-Match': header(page, 'etag')});
  assert.equal(again.status, 304);
});

test('the content-hashed search index and snippet shards are cached for a year, its manifest is revalidated', async () => {
  const manifest = JSON.parse(readBuiltFile(MANIFEST_PATH).toString()) as Manifest;
  const dir = path.posix.dirname(MANIFEST_PATH);
  const hashed = [manifest.index, ...manifest.shards];
  assert.ok(manifest.shards.length > 1, 'the index has snippet shards');
  for (const name of hashed) {
    for (const encoding of ['', 'br', 'gzip']) {
      const response = await at(`/${dir}/${name}`, encoding ? {'Accept-Encoding': encoding} : {});
      assert.equal(response.status, 200, `${name} ${encoding}`);
      assert.equal(header(response, 'content-encoding'), encoding, name);
      assert.equal(header(response, 'cache-control'), IMMUTABLE, `${name} ${encoding}`);
    }
  }
  const current = await at(`/${MANIFEST_PATH}`);
  assert.equal(header(current, 'cache-control'), 'no-cache');
  // A name that is not a content hash of the build (an old index) is not cached either.
  const missing = await at(`/${dir}/index.0000000000.json`);
  assert.equal(missing.status, 404);
  assert.equal(header(missing, 'cache-control'), 'no-cache');
});

test('precompressed brotli and gzip copies are served to browsers that accept them, and decode to the file', async () => {
  const files: [string, string][] = [
    ['/', 'index.html'],
    ['/concepts/object-model', 'concepts/object-model.html'],
    [hashedScript(), hashedScript().slice(1)],
  ];
  for (const [url, file] of files) {
    const original = readFileSync(path.join(BUILD_DIR, file));
    const br = await at(url, {'Accept-Encoding': 'gzip, deflate, br'});
    assert.equal(header(br, 'content-encoding'), 'br', url);
    assert.deepEqual(brotliDecompressSync(br.body), original, `${url} (br)`);
    // The very bytes the build wrote: nothing was compressed per request.
    assert.deepEqual(br.body, readFileSync(path.join(BUILD_DIR, `${file}.br`)), `${url} is the .br file`);
    assert.match(header(br, 'vary'), /Accept-Encoding/i);

    const gz = await at(url, {'Accept-Encoding': 'gzip'});
    assert.equal(header(gz, 'content-encoding'), 'gzip', url);
    assert.deepEqual(gunzipSync(gz.body), original, `${url} (gzip)`);
    assert.deepEqual(gz.body, readFileSync(path.join(BUILD_DIR, `${file}.gz`)), `${url} is the .gz file`);

    const plain = await at(url);
    assert.equal(header(plain, 'content-encoding'), '', url);
    assert.deepEqual(plain.body, original, `${url} (identity)`);
    // Compressed for real: brotli beats gzip and at least halves the file (the runtime is
    // mostly a map of content hashes, which compress least).
    assert.ok(
      br.body.length < gz.body.length && br.body.length < original.length / 2,
      `${url}: ${br.body.length} of ${original.length} bytes`,
    );
  }
});

test('every answer carries the security headers: pages, assets, redirects and errors; not HSTS over plain HTTP', async () => {
  for (const p of ['/', '/concepts/object-model', hashedScript(), '/concepts.html', '/no-such-page']) {
    const response = await at(p);
    for (const [name, ok] of Object.entries(SECURITY_HEADERS)) {
      assert.ok(ok(header(response, name)), `${p} (${response.status}): ${name}: "${header(response, name)}"`);
    }
    assert.equal(header(response, 'strict-transport-security'), '', `${p}: HSTS only over HTTPS`);
  }
});

test("the Content-Security-Policy allows each of the build's inline scripts by hash and no other inline script", async () => {
  const policy = parsePolicy(header(await at('/'), 'content-security-policy'));
  const scriptSrc = policy.get('script-src') ?? policy.get('default-src') ?? [];
  assert.ok(!scriptSrc.includes("'unsafe-inline'"), `script-src ${scriptSrc.join(' ')}`);
  assert.ok(!scriptSrc.includes("'unsafe-eval'"));
  assert.ok(
    !scriptSrc.some((s) => s === '*' || s.startsWith('http')),
    'a default build loads scripts from no third party',
  );
  assert.deepEqual(policy.get('connect-src'), ["'self'"], 'a default build talks to no third party');

  const hashes = scriptSrc.filter((s) => s.startsWith("'sha256-"));
  const needed = new Set<string>();
  // The pages, and the redirect pages of moved addresses (one shared script: config/redirectMap.ts).
  for (const file of [...htmlFiles(BUILD_DIR), ...readRedirects().map((r) => redirectPageFile(r.from))]) {
    for (const script of inlineScripts(readFileSync(path.join(BUILD_DIR, file), 'utf8'))) {
      needed.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
  }
  assert.ok(needed.size > 0, 'the build has inline scripts (the colour-mode script)');
  assert.deepEqual(hashes.sort(), [...needed].sort());
});

test('build metadata and CDN rule files are not served', async () => {
  for (const file of ['.nginx/csp.conf', '.nginx/redirects.conf', SWITCH_STAMP, '_headers', '_redirects']) {
    assert.ok(existsSync(path.join(BUILD_DIR, file)), `the build has ${file}`);
    assert.equal((await at(`/${file}`)).status, 404, file);
  }
});
