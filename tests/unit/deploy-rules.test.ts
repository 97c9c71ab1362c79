import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {headersFile, nginxStaticHeaders, redirectsFile, writeServingRules} from '../../scripts/postbuild';
import {buildPolicy, parsePolicy, scriptHash, serializePolicy} from '../../scripts/lib/csp';
import {SITE_CONFIG, httpLevel, siteConfig, tlsSiteConfig} from '../../scripts/lib/nginx';
import {buildIndex, HASHED_FILE_NAME} from '../../plugins/local-search/writeIndex';
import type {SearchRecord} from '../../plugins/local-search/engine';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A few search records, enough for an index and two snippet shards. */
function searchRecords(): SearchRecord[] {
  return ['a', 'b'].map((page) => ({
    url: `/${page}`,
    type: 'lvl1',
    lvl0: 'Concepts',
    lvl1: page,
    lvl2: null,
    lvl3: null,
    keywords: '',
    description: '',
    content: page.repeat(50_000),
    weight: 1,
  }));
}

/** The Cache-Control value deploy/nginx.conf's map gives `uri` (its regexes run as JavaScript ones: they use nothing else). */
function nginxCacheControl(uri: string): string {
  const map = /^map \$uri \$sui_docs_cache_control \{\n([\s\S]*?)^\}/m.exec(readFileSync(SITE_CONFIG, 'utf8'))?.[1];
  assert.ok(map, 'deploy/nginx.conf maps $uri to $sui_docs_cache_control');
  let fallback = '';
  for (const line of map.split('\n')) {
    const entry = /^\s*(?:"([^"]+)"|(\S+))\s+"([^"]*)";/.exec(line);
    if (!entry) continue;
    const pattern = entry[1] ?? entry[2];
    if (pattern === 'default') fallback = entry[3];
    else if (pattern.startsWith('~') && new RegExp(pattern.slice(1)).test(uri)) return entry[3];
  }
  return fallback;
}

test('the CDN rules carry the same security headers as deploy/nginx.conf', () => {
  const headers = new Map(nginxStaticHeaders());
  assert.equal(headers.get('X-Content-Type-Options'), 'nosniff');
  assert.equal(headers.get('Referrer-Policy'), 'strict-origin-when-cross-origin');
  assert.ok(headers.get('Permissions-Policy'));
  assert.match(headers.get('Strict-Transport-Security') ?? '', /^max-age=\d+/);
  assert.ok(!headers.has('Cache-Control'), 'the per-path cache header is not copied to every path');

  const file = headersFile("default-src 'self'", nginxStaticHeaders());
  const [all, assets] = file.split('/assets/*');
  assert.match(all, /^\/\*$/m);
  assert.match(all, /^ {2}Content-Security-Policy: default-src 'self'$/m);
  for (const [name, value] of headers) assert.ok(all.includes(`  ${name}: ${value}\n`), name);
  assert.match(assets, /^ {2}Cache-Control: public, max-age=31536000, immutable$/m);
});

test('nginx and the CDN rules cache the content-hashed search index files for a year, and revalidate its manifest', () => {
  const built = buildIndex(searchRecords());
  const hashed = [...built.files.keys()];
  assert.ok(hashed.length >= 3, `the index and at least two snippet shards: ${hashed.join(', ')}`);
  for (const name of hashed) {
    assert.match(name, HASHED_FILE_NAME);
    assert.equal(nginxCacheControl(`/search-index/${name}`), IMMUTABLE, name);
  }
  for (const uri of [
    '/search-index/manifest.json',
    '/search-index/index.json',
    '/search-index/index.0123456789.json.bak',
  ])
    assert.equal(nginxCacheControl(uri), 'no-cache', uri);
  assert.equal(nginxCacheControl('/assets/js/main.0123abcd.js'), IMMUTABLE);
  assert.equal(nginxCacheControl('/concepts'), 'no-cache');

  const file = headersFile("default-src 'self'", nginxStaticHeaders(), [`/search-index/${hashed[0]}`]);
  assert.match(
    file,
    new RegExp(`^/search-index/${hashed[0].replace(/\./g, '\\.')}\n {2}Cache-Control: ${IMMUTABLE}$`, 'm'),
  );
  assert.ok(!file.includes('manifest.json'));
});

test('the CDN redirects send /x.html and /x/index.html to /x, and /index.html to /', () => {
  const lines = redirectsFile([
    '404.html',
    'index.html',
    'concepts.html',
    'concepts/object-model.html',
    'snippets/index.html',
  ])
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));
  assert.deepEqual(lines, [
    '/index.html / 301!',
    '/concepts.html /concepts 301!',
    '/concepts/object-model.html /concepts/object-model 301!',
    '/snippets/index.html /snippets 301!',
  ]);
});

test('the plain test server is the maps of deploy/nginx.conf and one server holding deploy/sui-docs-server.conf, its root swapped', () => {
  const config = siteConfig('/tmp/site-build', 8123);
  assert.ok(
    config.startsWith(httpLevel().replaceAll('/var/www/sui-docs', '/tmp/site-build').trimEnd()),
    'the maps, as shipped, with the redirect map the build wrote',
  );
  assert.match(httpLevel(), /^include \/var\/www\/sui-docs\/\.nginx\/redirects\.conf;$/m);
  assert.match(config, /^include \/tmp\/site-build\/\.nginx\/redirects\.conf;$/m);
  assert.match(httpLevel(), /^map \$uri \$sui_docs_cache_control \{/m);
  assert.doesNotMatch(httpLevel(), /^\s*(server|listen)\b/m);
  assert.deepEqual(
    config.match(/^\s*listen .*$/gm)?.map((l) => l.trim()),
    ['listen 127.0.0.1:8123;'],
  );
  assert.match(config, /^\s*root \/tmp\/site-build;$/m);
  assert.match(config, /include \/tmp\/site-build\/\.nginx\/csp\.conf;/);
  assert.match(config, /^\s*location \/ \{$/m);
  assert.doesNotMatch(config, /^\s*[^#\s].*\/var\/www\/sui-docs/m, 'no directive names the production root');
  assert.doesNotMatch(config, /^\s*(ssl_|add_header Strict-Transport-Security|listen .*ssl)/m, 'no TLS, so no HSTS');
});

test('the HTTPS test server is deploy/nginx.conf with only its listen lines, certificate and server file swapped', () => {
  const shipped = readFileSync(SITE_CONFIG, 'utf8');
  const certs = {certificate: '/tmp/t/cert.pem', key: '/tmp/t/key.pem'};
  const config = tlsSiteConfig('/tmp/site-build', {http: 8080, https: 8443}, certs);
  assert.deepEqual(
    config.match(/^\s*listen .*$/gm)?.map((l) => l.trim()),
    ['listen 127.0.0.1:8080;', 'listen 127.0.0.1:8443 ssl http2;'],
  );
  assert.match(config, /^\s*return 301 https:\/\/\$host\$request_uri;$/m);
  assert.match(config, /^\s*ssl_certificate \/tmp\/t\/cert\.pem;$/m);
  assert.match(config, /^\s*ssl_certificate_key \/tmp\/t\/key\.pem;$/m);
  assert.match(config, /^\s*root \/tmp\/site-build;$/m);
  assert.match(config, /^include \/tmp\/site-build\/\.nginx\/redirects\.conf;$/m);
  assert.doesNotMatch(config, /^\s*[^#\s].*(\/var\/www\/sui-docs|\/etc\/nginx\/snippets)/m, 'no production path left');
  // Everything else is the shipped file: its TLS settings and its HSTS header.
  for (const line of shipped
    .split('\n')
    .filter((l) => /^\s*(ssl_(protocols|ciphers|prefer|session)|add_header)/.test(l)))
    assert.ok(config.includes(line), line);
  assert.match(shipped, /^\s*ssl_protocols TLSv1\.2 TLSv1\.3;$/m);
});

test("a build's serving rules carry its inline script hashes and the configured services' origins", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'serving-rules-'));
  try {
    writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head><script>setTheme()</script><script src="/assets/js/main.1.js"></script></head></html>',
    );
    mkdirSync(path.join(dir, 'concepts'));
    writeFileSync(path.join(dir, 'concepts/index.html'), '<script>setTheme()</script><script>other()</script>');
    mkdirSync(path.join(dir, 'search-index'));
    for (const name of ['index.0123456789.json', 'snippets-0.abcdef0123.json', 'manifest.json'])
      writeFileSync(path.join(dir, 'search-index', name), '{}');

    const plain = writeServingRules(dir, {});
    const conf = readFileSync(path.join(dir, '.nginx/csp.conf'), 'utf8');
    const policy = parsePolicy(/add_header Content-Security-Policy "([^"]+)" always;/.exec(conf)?.[1] ?? '');
    assert.deepEqual(policy.get('script-src'), ["'self'", ...[scriptHash('setTheme()'), scriptHash('other()')].sort()]);
    assert.equal(plain.csp, serializePolicy(buildPolicy(plain.hashes, {})));
    assert.ok(readFileSync(path.join(dir, '_headers'), 'utf8').includes(`Content-Security-Policy: ${plain.csp}`));
    assert.match(readFileSync(path.join(dir, '_redirects'), 'utf8'), /^\/concepts\/index\.html \/concepts 301!$/m);
    const cached = readFileSync(path.join(dir, '_headers'), 'utf8')
      .split('\n')
      .filter((line, i, lines) => lines[i + 1] === `  Cache-Control: ${IMMUTABLE}`);
    assert.deepEqual(cached, [
      '/assets/*',
      '/search-index/index.0123456789.json',
      '/search-index/snippets-0.abcdef0123.json',
    ]);

    const configured = writeServingRules(dir, {
      ALGOLIA_APP_ID: 'APP',
      AMPLITUDE_API_KEY: 'k',
      AMPLITUDE_SERVER_ZONE: 'EU',
      GTM_CONTAINER_ID: 'GTM-ABC1234',
    });
    const connect = parsePolicy(configured.csp).get('connect-src') ?? [];
    for (const origin of ['https://*.algolia.net', 'https://api.eu.amplitude.com', 'https://*.google-analytics.com']) {
      assert.ok(connect.includes(origin), origin);
    }
    assert.ok(readFileSync(path.join(dir, '.nginx/csp.conf'), 'utf8').includes('https://api.eu.amplitude.com'));
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
