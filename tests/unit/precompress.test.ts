import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {brotliQuality, precompressDirectory, warmCache} from '../../plugins/precompress';

test('every compressible file gets .gz and .br copies that decompress to it; others are left alone', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  try {
    mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
    const html = '<!doctype html><html><body>' + '<p>Sui objects</p>'.repeat(200) + '</body></html>';
    const js = 'export const x = ' + JSON.stringify(Array.from({length: 300}, (_, i) => `item ${i}`)) + ';';
    writeFileSync(path.join(dir, 'index.html'), html);
    writeFileSync(path.join(dir, 'assets/js/main.abc123.js'), js);
    writeFileSync(path.join(dir, 'tiny.css'), 'a{color:red}');
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 7));

    const stats = await precompressDirectory(dir);

    assert.equal(stats.files, 2);
    for (const [file, text] of [
      ['index.html', html],
      ['assets/js/main.abc123.js', js],
    ]) {
      const gz = readFileSync(path.join(dir, `${file}.gz`));
      const br = readFileSync(path.join(dir, `${file}.br`));
      assert.equal(gunzipSync(gz).toString(), text);
      assert.equal(brotliDecompressSync(br).toString(), text);
      assert.ok(br.length < text.length && gz.length < text.length, `${file} got smaller`);
    }
    // Too small to be worth it, and already compressed formats.
    assert.ok(!existsSync(path.join(dir, 'tiny.css.gz')));
    assert.ok(!existsSync(path.join(dir, 'logo.png.gz')));
    assert.ok(stats.brotliBytes < stats.bytes);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('with a cache, a second build compresses only the file that changed, and the cache keeps only what the build used', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  const cacheDir = path.join(dir, '.cache');
  const site = path.join(dir, 'build');
  try {
    mkdirSync(path.join(site, 'assets/js'), {recursive: true});
    const page = (n: number) => `<!doctype html><p>${'Sui objects '.repeat(100)} page ${n}</p>`;
    writeFileSync(path.join(site, 'a.html'), page(1));
    writeFileSync(path.join(site, 'b.html'), page(2));
    writeFileSync(path.join(site, 'assets/js/main.1.js'), `console.log(${JSON.stringify('x'.repeat(400))});`);

    const first = await precompressDirectory(site, {cacheDir});
    assert.deepEqual([first.files, first.cached], [3, 0]);
    const before = readFileSync(path.join(site, 'a.html.br'));

    writeFileSync(path.join(site, 'b.html'), page(3));
    rmSync(path.join(site, 'a.html.br'));
    const second = await precompressDirectory(site, {cacheDir});
    assert.deepEqual([second.files, second.cached], [3, 2], 'only b.html was compressed again');
    assert.deepEqual(readFileSync(path.join(site, 'a.html.br')), before, 'the cached copy is the same bytes');
    assert.equal(brotliDecompressSync(readFileSync(path.join(site, 'b.html.br'))).toString(), page(3));
    assert.equal(gunzipSync(readFileSync(path.join(site, 'b.html.gz'))).toString(), page(3));
    // Three files, two copies each: page 2's entries are gone.
    assert.equal(readdirSync(cacheDir).length, 6);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('brotli at the maximum for what every page loads first, 10 for the other assets, 6 for pages', () => {
  for (const file of [
    'assets/js/main.021d8bc0.js',
    'assets/js/runtime~main.85422a17.js',
    'assets/css/styles.8eb2b27c.css',
  ])
    assert.equal(brotliQuality(file), 11, file);
  for (const file of [
    'assets/js/1789.a743e31a.js',
    'assets/js/vendors-node_modules_mermaid_dist_mermaid_core_mjs.1c53719f.js',
  ])
    assert.equal(brotliQuality(file), 10, file);
  for (const file of ['concepts/object-model.html', 'llms-full.txt', 'search-index/index.0123456789.json'])
    assert.equal(brotliQuality(file), 6, file);
  assert.equal(brotliQuality(path.join('assets', 'js', 'main.021d8bc0.js')), 11, 'with the platform separator');
});

test('files with the same bytes, compressed at once with a cache, all get whole copies', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-same-'));
  try {
    const page = '<!doctype html><meta http-equiv="refresh" content="0; url=/concepts">' + '<p>moved</p>'.repeat(500);
    for (let i = 0; i < 100; i++) {
      mkdirSync(path.join(dir, 'build', `old-${i}`), {recursive: true});
      writeFileSync(path.join(dir, 'build', `old-${i}`, 'index.html'), page);
    }
    await precompressDirectory(path.join(dir, 'build'), {cacheDir: path.join(dir, 'cache')});
    for (let i = 0; i < 100; i++) {
      const file = path.join(dir, 'build', `old-${i}`, 'index.html');
      assert.equal(gunzipSync(readFileSync(`${file}.gz`)).toString(), page, `old-${i}`);
      assert.equal(brotliDecompressSync(readFileSync(`${file}.br`)).toString(), page, `old-${i}`);
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test("the build's background compression of assets/ leaves the postbuild step the same copies to take", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-warm-'));
  try {
    const build = path.join(dir, 'build');
    mkdirSync(path.join(build, 'assets/js'), {recursive: true});
    const js = 'export const x = ' + JSON.stringify(Array.from({length: 300}, (_, i) => `chunk ${i}`)) + ';';
    writeFileSync(path.join(build, 'assets/js/main.abc123.js'), js);
    writeFileSync(path.join(build, 'assets/js/12.def456.js'), js.replace('chunk', 'page'));
    writeFileSync(path.join(build, 'index.html'), '<p>Sui</p>'.repeat(100));
    const cache = path.join(dir, 'cache');
    assert.equal(await warmCache(build, cache), 2, 'the two scripts, not the page');
    assert.equal(await warmCache(build, cache), 0, 'nothing twice');
    const stats = await precompressDirectory(build, {cacheDir: cache});
    assert.deepEqual([stats.files, stats.cached], [3, 2]);
    const reference = path.join(dir, 'reference');
    mkdirSync(path.join(reference, 'assets/js'), {recursive: true});
    for (const name of ['main.abc123.js', '12.def456.js'])
      writeFileSync(path.join(reference, 'assets/js', name), readFileSync(path.join(build, 'assets/js', name)));
    await precompressDirectory(reference);
    for (const name of ['main.abc123.js', '12.def456.js'])
      for (const ext of ['.gz', '.br'])
        assert.deepEqual(
          readFileSync(path.join(build, 'assets/js', name + ext)),
          readFileSync(path.join(reference, 'assets/js', name + ext)),
          name + ext,
        );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test("a build's copies taken from the cache (hard links) never change the cache's entries when the build changes", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-link-'));
  try {
    const build = path.join(dir, 'build');
    const cache = path.join(dir, 'cache');
    mkdirSync(build);
    const before = '<p>Sui objects</p>'.repeat(100);
    const after = '<p>Move packages</p>'.repeat(100);
    writeFileSync(path.join(build, 'a.html'), before);
    writeFileSync(path.join(build, 'b.html'), before);
    await precompressDirectory(build, {cacheDir: cache});
    // Run again: now both pages' copies are links to the same entries.
    await precompressDirectory(build, {cacheDir: cache});
    const entries = readdirSync(cache).sort();
    // The page changes and the step runs again on the same folder: the copies are written anew, not into the linked files.
    writeFileSync(path.join(build, 'a.html'), after);
    await precompressDirectory(build, {cacheDir: cache});
    assert.equal(gunzipSync(readFileSync(path.join(build, 'a.html.gz'))).toString(), after);
    assert.equal(gunzipSync(readFileSync(path.join(build, 'b.html.gz'))).toString(), before);
    for (const name of entries.filter((n) => readdirSync(cache).includes(n))) {
      const data = readFileSync(path.join(cache, name));
      const text = (name.endsWith('.gz') ? gunzipSync(data) : brotliDecompressSync(data)).toString();
      assert.equal(text, before, name);
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
