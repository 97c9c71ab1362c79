/**
 * Each page's Markdown and the llms.txt files through the production nginx site
 * (deploy/sui-docs-server.conf over ./build): `.md` as text/markdown and `.txt` as
 * text/plain, both in UTF-8, with the security headers, precompressed copies for browsers
 * that accept them, and every link of /llms.txt answering 200. tests/build/page-markdown
 * checks the files themselves.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {BUILD_DIR} from '../support/site';
import {SECURITY_HEADERS, get, header, pathsNotServed, useNginx} from './support';

const origin = useNginx();
const at = (pathname: string, headers: Record<string, string> = {}) => get(origin() + pathname, headers);

const FILES: [string, RegExp][] = [
  ['/concepts/object-model.md', /^text\/markdown; charset=utf-8$/],
  ['/index.md', /^text\/markdown; charset=utf-8$/],
  ['/references/sui-api/graphql/reference/types/objects/object.md', /^text\/markdown; charset=utf-8$/],
  ['/llms.txt', /^text\/plain; charset=utf-8$/],
  ['/llms-full.txt', /^text\/plain; charset=utf-8$/],
];

test('.md answers as text/markdown and .txt as text/plain, in UTF-8, with the security headers', async () => {
  for (const [url, type] of FILES) {
    const response = await at(url);
    assert.equal(response.status, 200, url);
    assert.match(header(response, 'content-type'), type, url);
    assert.equal(header(response, 'cache-control'), 'no-cache', `${url} is revalidated like a page`);
    for (const [name, ok] of Object.entries(SECURITY_HEADERS)) {
      assert.ok(ok(header(response, name)), `${url}: ${name}: "${header(response, name)}"`);
    }
    assert.deepEqual(response.body, readFileSync(path.join(BUILD_DIR, url.slice(1))), `${url} is the built file`);
  }
  const missing = await at('/concepts/no-such-page.md');
  assert.equal(missing.status, 404);
});

test('the Markdown and llms files are sent precompressed to browsers that accept brotli or gzip', async () => {
  for (const [url] of FILES) {
    const file = path.join(BUILD_DIR, url.slice(1));
    const original = readFileSync(file);
    const br = await at(url, {'Accept-Encoding': 'gzip, deflate, br'});
    assert.equal(header(br, 'content-encoding'), 'br', url);
    assert.deepEqual(br.body, readFileSync(`${file}.br`), `${url} is the .br file`);
    assert.deepEqual(brotliDecompressSync(br.body), original);
    assert.match(header(br, 'content-type'), /^text\/(markdown|plain); charset=utf-8$/, `${url} (br)`);
    const gz = await at(url, {'Accept-Encoding': 'gzip'});
    assert.equal(header(gz, 'content-encoding'), 'gzip', url);
    assert.deepEqual(gz.body, readFileSync(`${file}.gz`), `${url} is the .gz file`);
    assert.deepEqual(gunzipSync(gz.body), original);
  }
});

test('every link of /llms.txt answers 200 through nginx', async () => {
  const llms = (await at('/llms.txt')).body.toString('utf8');
  const paths = [...llms.matchAll(/^- \[(?:[^\]\\]|\\.)+\]\(https?:\/\/[^/)]+(\/[^)\s]*)\)/gm)].map((m) => m[1]);
  assert.ok(paths.length > 400, `${paths.length} links`);
  assert.deepEqual(await pathsNotServed(paths, at, (type) => /^text\/(markdown|plain); charset=utf-8$/.test(type)), []);
});
