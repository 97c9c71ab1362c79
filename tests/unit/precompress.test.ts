import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {precompressDirectory} from '../../plugins/precompress';

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
