import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {ConfigError} from '../../config/env';
import {PATCH_NAMES} from '../../plugins/patches/registry';
import {
  SWITCH_STAMP,
  readPatchSwitch,
  readSwitchStamp,
  sameSwitch,
  writeSwitchStamp,
} from '../../plugins/patches/switch';
import {separateCacheVersion} from '../../plugins/patches/switchCache';
import {skipUnless} from '../support/patches';

test('SUI_DOCS_STOCK: unset, empty or 0 leaves every patch on, 1 switches every one off, a list switches those off', () => {
  for (const value of [undefined, '', ' 0 '])
    assert.deepEqual([...readPatchSwitch({SUI_DOCS_STOCK: value}).disabled], [], String(value));
  assert.deepEqual([...readPatchSwitch({SUI_DOCS_STOCK: '1'}).disabled], PATCH_NAMES);
  const mixed = readPatchSwitch({SUI_DOCS_STOCK: 'page-template, lean-runtime'});
  assert.deepEqual([...mixed.disabled], ['lean-runtime', 'page-template'], 'in registry order');
  assert.equal(mixed.enabled.size, PATCH_NAMES.length - 2);
  assert.throws(
    () => readPatchSwitch({SUI_DOCS_STOCK: 'lean-runtime,no-such-patch'}),
    (error: unknown) =>
      error instanceof ConfigError &&
      error.message.includes('no-such-patch') &&
      error.message.includes('page-template'),
  );
});

test("a build's stamp gives back the switch it was built with, whatever its spelling; no stamp or an unreadable one gives none", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'patch-switch-'));
  try {
    assert.equal(readSwitchStamp(dir), undefined);
    writeSwitchStamp(dir, {SUI_DOCS_STOCK: 'page-template,lean-runtime'});
    const built = readSwitchStamp(dir);
    assert.ok(built);
    assert.ok(sameSwitch(built, readPatchSwitch({SUI_DOCS_STOCK: 'lean-runtime,page-template'})));
    assert.ok(!sameSwitch(built, readPatchSwitch({SUI_DOCS_STOCK: '1'})));
    assert.ok(!sameSwitch(built, readPatchSwitch({})));
    writeSwitchStamp(dir, {SUI_DOCS_STOCK: '0'});
    assert.ok(sameSwitch(readSwitchStamp(dir)!, readPatchSwitch({})), 'every patch on');
    // A stamp naming a patch this registry no longer has: unknown, so the build is made again.
    writeFileSync(path.join(dir, SWITCH_STAMP), JSON.stringify({disabled: ['renamed-patch']}));
    assert.equal(readSwitchStamp(dir), undefined);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a test about a patch is skipped, naming it, only when that patch is off', () => {
  const on = readPatchSwitch({});
  assert.equal(skipUnless(on, ['page-template']), false);
  const some = readPatchSwitch({SUI_DOCS_STOCK: 'lean-runtime,page-template'});
  assert.equal(skipUnless(some, ['page-template']), 'patch page-template is off (SUI_DOCS_STOCK)');
  assert.equal(skipUnless(some, ['prism-stub']), false);
  assert.equal(
    skipUnless(some, ['prism-stub', 'lean-runtime']),
    'patch lean-runtime is off (SUI_DOCS_STOCK)',
    'any patch of several',
  );
  assert.equal(
    skipUnless(readPatchSwitch({SUI_DOCS_STOCK: '1'}), ['lazy-mermaid']),
    'patch lazy-mermaid is off (SUI_DOCS_STOCK)',
  );
});

test('a build with patches off keys the bundler cache on its switch, so it reuses no module compiled under another', () => {
  const rspack = {experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc'}}, cache: true};
  separateCacheVersion(rspack, readPatchSwitch({SUI_DOCS_STOCK: 'page-template,lean-runtime'}).disabled);
  assert.match(
    rspack.experiments.cache.version,
    /^client-production-en-3\.10\.2-abc-patches-off:lean-runtime,page-template:[0-9a-f]{8}$/,
  );
  assert.equal(rspack.cache, true);
  const stock = {experiments: {cache: {version: 'v'}}};
  separateCacheVersion(stock, readPatchSwitch({SUI_DOCS_STOCK: '1'}).disabled);
  assert.notEqual(stock.experiments.cache.version, rspack.experiments.cache.version);
  const webpack = {cache: {type: 'filesystem', version: 'v'}};
  separateCacheVersion(webpack, readPatchSwitch({SUI_DOCS_STOCK: 'prism-stub'}).disabled);
  assert.match(webpack.cache.version, /^v-patches-off:prism-stub:[0-9a-f]{8}$/);
  // The swizzles a switch puts back are part of the key: prism-stub's and lean-docs' differ.
  const other = {cache: {type: 'filesystem', version: 'v'}};
  separateCacheVersion(other, readPatchSwitch({SUI_DOCS_STOCK: 'lean-docs'}).disabled);
  assert.notEqual(other.cache.version.split(':').pop(), webpack.cache.version.split(':').pop());
  // No persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE): nothing to key.
  const none: {cache?: unknown; experiments?: unknown} = {experiments: {}};
  separateCacheVersion(none, readPatchSwitch({SUI_DOCS_STOCK: '1'}).disabled);
  assert.deepEqual(none, {experiments: {}});
});
