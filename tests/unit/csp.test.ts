import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {ConfigError} from '../../config/env';
import {
  buildPolicy,
  inlineScriptHashes,
  inlineScripts,
  parsePolicy,
  scriptHash,
  serializePolicy,
} from '../../scripts/lib/csp';

const COLOR_MODE = 'document.documentElement.setAttribute("data-theme","light")';

test('every inline script a browser runs is found, external scripts and data blocks are not', () => {
  const html = [
    `<script>${COLOR_MODE}</script>`,
    '<script src="/assets/js/main.1234.js" defer></script>',
    '<script type="application/ld+json">{"@type":"WebSite"}</script>',
    '<script type="module">import("/x.js")</script>',
    "<SCRIPT type='text/javascript'>\nwindow.a = 1;\n</SCRIPT>",
  ].join('\n');
  assert.deepEqual(inlineScripts(html), [COLOR_MODE, 'import("/x.js")', '\nwindow.a = 1;\n']);
});

test('a script hash is the base64 SHA-256 of its exact UTF-8 text, as browsers compute it', () => {
  // Reference value from the CSP specification's example: alert('Hello, world.');
  assert.equal(scriptHash("alert('Hello, world.');"), "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  const unicode = 'console.log("é → ✓")';
  assert.equal(
    scriptHash(unicode),
    `'sha256-${createHash('sha256').update(Buffer.from(unicode, 'utf8')).digest('base64')}'`,
  );
});

test('hashes of all pages are collected once each, in a stable order', () => {
  const pages = [`<script>${COLOR_MODE}</script><script>b()</script>`, `<script>${COLOR_MODE}</script>`];
  assert.deepEqual(inlineScriptHashes(pages), [scriptHash(COLOR_MODE), scriptHash('b()')].sort());
});

test('a default build allows only itself, and never unsafe-inline scripts', () => {
  const policy = parsePolicy(serializePolicy(buildPolicy([scriptHash(COLOR_MODE)], {})));
  assert.deepEqual(policy.get('script-src'), ["'self'", scriptHash(COLOR_MODE)]);
  assert.deepEqual(policy.get('connect-src'), ["'self'"]);
  assert.deepEqual(policy.get('default-src'), ["'self'"]);
  assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
  const everySource = [...policy.values()].flat();
  assert.ok(
    everySource.every((s) => s.startsWith("'") || s === 'data:'),
    `no third-party origin: ${everySource.join(' ')}`,
  );
});

test('search, analytics and tag-manager origins are added only when configured', () => {
  const connect = (env: Record<string, string>) =>
    parsePolicy(serializePolicy(buildPolicy([], env))).get('connect-src');
  assert.deepEqual(connect({ALGOLIA_APP_ID: 'APP123'}), [
    "'self'",
    'https://*.algolia.net',
    'https://*.algolianet.com',
  ]);
  assert.deepEqual(connect({AMPLITUDE_API_KEY: 'key'}), ["'self'", 'https://api2.amplitude.com']);
  assert.deepEqual(connect({AMPLITUDE_API_KEY: 'key', AMPLITUDE_SERVER_ZONE: 'eu'}), [
    "'self'",
    'https://api.eu.amplitude.com',
  ]);
  assert.deepEqual(
    connect({AMPLITUDE_API_KEY: 'key', AMPLITUDE_SERVER_URL: 'https://collect.example.com:8443/2/httpapi'}),
    ["'self'", 'https://collect.example.com:8443'],
  );
  // Settings without the key that switches the service on add nothing.
  assert.deepEqual(connect({AMPLITUDE_SERVER_URL: 'https://collect.example.com/2/httpapi', ALGOLIA_APP_ID: ' '}), [
    "'self'",
  ]);

  const gtm = parsePolicy(serializePolicy(buildPolicy([], {GTM_CONTAINER_ID: 'GTM-ABC1234'})));
  assert.deepEqual(gtm.get('script-src'), ["'self'", 'https://www.googletagmanager.com']);
  assert.ok(gtm.get('connect-src')?.includes('https://*.google-analytics.com'));
  assert.ok(gtm.get('img-src')?.includes('https://www.googletagmanager.com'));
});

test('a bad analytics endpoint stops the build naming the key', () => {
  assert.throws(
    () => buildPolicy([], {AMPLITUDE_API_KEY: 'key', AMPLITUDE_SERVER_URL: 'collect.example.com'}),
    (error: unknown) =>
      error instanceof ConfigError && error.message.includes('AMPLITUDE_SERVER_URL="collect.example.com"'),
  );
  assert.throws(
    () => buildPolicy([], {AMPLITUDE_API_KEY: 'key', AMPLITUDE_SERVER_ZONE: 'APAC'}),
    (error: unknown) => error instanceof ConfigError && error.message.includes('AMPLITUDE_SERVER_ZONE="APAC"'),
  );
});
