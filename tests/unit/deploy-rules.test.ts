import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {headersFile, nginxStaticHeaders, redirectsFile, writeServingRules} from '../../scripts/postbuild';
import {buildPolicy, parsePolicy, scriptHash, serializePolicy} from '../../scripts/lib/csp';
import {siteConfig} from '../../scripts/lib/nginx';

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

test('the test server runs deploy/nginx.conf with only its address and root swapped', () => {
  const config = siteConfig('/tmp/site-build', 8123);
  assert.deepEqual(
    config.match(/^\s*listen .*$/gm)?.map((l) => l.trim()),
    ['listen 127.0.0.1:8123;'],
  );
  assert.match(config, /^\s*root \/tmp\/site-build;$/m);
  assert.match(config, /include \/tmp\/site-build\/\.nginx\/csp\.conf;/);
  assert.ok(!config.includes('/var/www/sui-docs'));
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

    const plain = writeServingRules(dir, {});
    const conf = readFileSync(path.join(dir, '.nginx/csp.conf'), 'utf8');
    const policy = parsePolicy(/add_header Content-Security-Policy "([^"]+)" always;/.exec(conf)?.[1] ?? '');
    assert.deepEqual(policy.get('script-src'), ["'self'", ...[scriptHash('setTheme()'), scriptHash('other()')].sort()]);
    assert.equal(plain.csp, serializePolicy(buildPolicy(plain.hashes, {})));
    assert.ok(readFileSync(path.join(dir, '_headers'), 'utf8').includes(`Content-Security-Policy: ${plain.csp}`));
    assert.match(readFileSync(path.join(dir, '_redirects'), 'utf8'), /^\/concepts\/index\.html \/concepts 301!$/m);

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
