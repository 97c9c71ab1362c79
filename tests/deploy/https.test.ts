/**
 * deploy/nginx.conf as shipped, over the production build: its port-80 server sends every
 * request to HTTPS, and its HTTPS server (Mozilla's intermediate TLS profile, a self-signed
 * test certificate in place of the placeholders) answers as the plain site does, with
 * Strict-Transport-Security on every answer. Both on 127.0.0.1 (scripts/lib/nginx.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {connect, type TLSSocket} from 'node:tls';
import {readBuiltFile} from '../support/site';
import {SECURITY_HEADERS, get, header, useNginxSite} from './support';

const site = useNginxSite({tls: true});
const HSTS = 'max-age=63072000; includeSubDomains';

test('plain HTTP answers every request with 301 to the same path and query over HTTPS, and nothing else', async () => {
  const cases = [
    '/',
    '/concepts/object-model',
    '/concepts/object-model?tab=move&x=1',
    '/concepts/object-model.html',
    '/no-such-page',
    '/assets/js/no-such-file.js',
    '//evil.example/x',
  ];
  for (const p of cases) {
    const response = await get(site().redirectUrl + p, {Host: 'docs.example.org'});
    assert.equal(response.status, 301, p);
    // Same host as asked for (the Host header, without the port: HTTPS is on 443).
    assert.equal(header(response, 'location'), `https://docs.example.org${p}`, p);
    assert.equal(header(response, 'strict-transport-security'), '', `${p}: no HSTS over plain HTTP`);
    assert.doesNotMatch(response.body.toString(), /Sui Documentation/, `${p}: no page over plain HTTP`);
  }
});

test('HTTPS serves the site, every answer with Strict-Transport-Security and the other security headers', async () => {
  const pages = await get(`${site().url}/concepts/object-model`);
  assert.equal(pages.status, 200);
  assert.deepEqual(pages.body, readBuiltFile('concepts/object-model.html'));

  const cases: [string, number][] = [
    ['/', 200],
    ['/concepts/object-model', 200],
    ['/concepts/object-model.html', 301],
    ['/no-such-page', 404],
    ['/search-index/manifest.json', 200],
  ];
  for (const [p, status] of cases) {
    const response = await get(site().url + p);
    assert.equal(response.status, status, p);
    assert.equal(header(response, 'strict-transport-security'), HSTS, p);
    for (const [name, ok] of Object.entries(SECURITY_HEADERS)) {
      assert.ok(ok(header(response, name)), `${p} (${response.status}): ${name}: "${header(response, name)}"`);
    }
  }
  // The clean-URL redirects stay on HTTPS: a path, no scheme or host.
  assert.equal(
    header(await get(`${site().url}/concepts/object-model.html?x=1`), 'location'),
    '/concepts/object-model?x=1',
  );
});

/** The TLS handshake with the HTTPS server, limited to `version`; resolves with what it agreed on. */
function handshake(version: 'TLSv1.2' | 'TLSv1.3'): Promise<{protocol: string | null; cipher: string}> {
  const {hostname, port} = new URL(site().url);
  return new Promise((resolve, reject) => {
    const socket: TLSSocket = connect(
      {host: hostname, port: Number(port), minVersion: version, maxVersion: version, rejectUnauthorized: false},
      () => {
        resolve({protocol: socket.getProtocol(), cipher: socket.getCipher().standardName});
        socket.end();
      },
    );
    socket.on('error', reject);
  });
}

test('TLS 1.3, and TLS 1.2 with a forward-secret AEAD cipher (Mozilla intermediate)', async () => {
  assert.equal((await handshake('TLSv1.3')).protocol, 'TLSv1.3');
  const tls12 = await handshake('TLSv1.2');
  assert.equal(tls12.protocol, 'TLSv1.2');
  assert.match(tls12.cipher, /^TLS_ECDHE_(ECDSA|RSA)_WITH_(AES_(128|256)_GCM_SHA(256|384)|CHACHA20_POLY1305_SHA256)$/);
});
