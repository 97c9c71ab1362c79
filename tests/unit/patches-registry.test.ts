import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {ConfigError} from '../../config/env';
import {PATCHES, PATCH_NAMES, SWIZZLES} from '../../plugins/patches/registry';
import {readPatchSwitch} from '../../plugins/patches/switch';
import {checkPatches, checkUpstream, guardMessage} from '../../plugins/patches/guard';
import {stockSwizzleAliases} from '../../plugins/patches/stockSwizzles';
import {BROWSER_LANGUAGES} from '../../plugins/patches/prism-stub/browserLanguages';
import {ADDITIONAL_LANGUAGES} from '../../plugins/highlight-code/languages';
import {packageDir} from '../../plugins/sui-api-reference/packages';

const ROOT = path.resolve(__dirname, '../..');
const THEME = path.join(ROOT, 'src/theme');
/** Where each theme package keeps its components, as Docusaurus aliases them. */
const UPSTREAM_THEMES = [
  '@docusaurus/theme-classic/lib/theme',
  '@docusaurus/theme-search-algolia/lib/theme',
  '@docusaurus/theme-mermaid/lib/theme',
  '@docusaurus/core/lib/client/theme-fallback',
];

/** src/theme files as the component paths they alias (`CodeBlock/Content/index.tsx` -> `CodeBlock/Content`). */
function siteThemeComponents(): string[] {
  return readdirSync(THEME, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) =>
      f
        .split(path.sep)
        .join('/')
        .replace(/(\/index)?\.tsx?$/, ''),
    );
}

function upstreamComponentFile(component: string): string | undefined {
  const candidates = UPSTREAM_THEMES.flatMap((theme) => {
    const base = path.join(ROOT, 'node_modules', theme, component);
    return [`${base}.js`, path.join(base, 'index.js')];
  });
  return candidates.find((file) => existsSync(file));
}

test('every src/theme file that shadows a theme component is in the registry, and every entry is a real swizzle', () => {
  const shadowing = siteThemeComponents().filter((c) => upstreamComponentFile(c));
  const listed = SWIZZLES.map((s) => s.component);
  assert.deepEqual(
    [...shadowing].sort(),
    [...listed].sort(),
    'src/theme and SWIZZLES in plugins/patches/registry.ts disagree',
  );
  for (const s of SWIZZLES) {
    assert.ok(
      existsSync(path.join(ROOT, 'node_modules', s.upstreamFile)),
      `${s.component}: upstream file ${s.upstreamFile} is not installed`,
    );
    assert.ok(s.patch || s.stays, `${s.component}: names neither the patch it belongs to nor why it stays`);
    assert.ok(!(s.patch && s.stays), `${s.component}: a swizzle of a patch goes with it; it cannot also stay`);
  }
});

test('every folder under plugins/patches is a registered patch whose header says what, why, upstream, gain and switch', () => {
  const folders = readdirSync(path.join(ROOT, 'plugins/patches'), {withFileTypes: true})
    .filter((d) => d.isDirectory())
    .map((d) => `plugins/patches/${d.name}`);
  const registered = PATCHES.map((p) => p.folder).filter((f) => f.startsWith('plugins/patches/'));
  assert.deepEqual(folders.sort(), registered.sort());
  for (const patch of PATCHES) {
    assert.ok(existsSync(path.join(ROOT, patch.folder)), `${patch.name}: ${patch.folder} does not exist`);
    if (!patch.folder.startsWith('plugins/patches/')) continue;
    const index = ['index.ts', 'index.tsx'].map((f) => path.join(ROOT, patch.folder, f)).find(existsSync);
    assert.ok(index, `${patch.folder} has no index.ts`);
    const header = /^\/\*\*[\s\S]*?\*\//.exec(readFileSync(index, 'utf8'))?.[0] ?? '';
    for (const needed of ['Upstream', 'Gain', `SUI_DOCS_STOCK=${patch.name}`]) {
      assert.ok(header.includes(needed), `${patch.folder}/index.ts: its header comment lacks "${needed}"`);
    }
  }
});

test('every patch names the tests that guard it, and they exist', () => {
  for (const patch of PATCHES) {
    assert.ok(patch.tests.length > 0, patch.name);
    for (const file of patch.tests)
      assert.ok(existsSync(path.join(ROOT, file)), `${patch.name}: ${file} does not exist`);
  }
});

test('SUI_DOCS_STOCK: unset or 0 keeps every patch, 1 drops every patch, a list drops those', () => {
  for (const value of [undefined, '', '0', ' ']) {
    const sw = readPatchSwitch({SUI_DOCS_STOCK: value});
    assert.deepEqual([...sw.enabled], PATCH_NAMES);
    assert.equal(sw.disabled.size, 0);
  }
  assert.deepEqual([...readPatchSwitch({SUI_DOCS_STOCK: '1'}).disabled], PATCH_NAMES);
  const some = readPatchSwitch({SUI_DOCS_STOCK: 'staged-start, lean-runtime'});
  assert.deepEqual([...some.disabled], ['lean-runtime', 'staged-start']);
  assert.ok(some.enabled.has('lean-docs') && !some.enabled.has('lean-runtime'));
});

test('an unknown SUI_DOCS_STOCK name stops the build with the key and the allowed names', () => {
  for (const bad of ['lean-runtim', 'yes', 'lean-docs,nope', ',']) {
    assert.throws(
      () => readPatchSwitch({SUI_DOCS_STOCK: bad}),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.message.includes(`SUI_DOCS_STOCK="${bad}"`) &&
        PATCH_NAMES.every((n) => error.message.includes(n)),
    );
  }
});

test('the upgrade guard holds for the installed packages', () => {
  assert.deepEqual(checkPatches(new Set(PATCH_NAMES)), []);
});

test('the upgrade guard names the package, expected and found versions, a missing internal, and the switch', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'patch-guard-'));
  mkdirSync(path.join(dir, 'lib'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({name: '@docusaurus/core', version: '3.11.0'}));
  writeFileSync(path.join(dir, 'lib/entry.js'), 'export default 1;');
  const upstream = {
    package: '@docusaurus/core',
    writtenAgainst: '3.10.2',
    range: '>=3.10.0 <3.11.0',
    internals: [{file: 'lib/entry.js', contains: 'window.docusaurus'}, {file: 'lib/gone.js'}],
  };
  const problems = checkUpstream(upstream, () => dir);
  assert.deepEqual(problems, [
    '@docusaurus/core: expected >=3.10.0 <3.11.0 (written against 3.10.2), found 3.11.0',
    '@docusaurus/core@3.11.0: lib/entry.js no longer contains "window.docusaurus"',
    '@docusaurus/core@3.11.0: lib/gone.js is gone',
  ]);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({name: '@docusaurus/core', version: '3.10.5'}));
  writeFileSync(path.join(dir, 'lib/gone.js'), '');
  writeFileSync(path.join(dir, 'lib/entry.js'), 'window.docusaurus = api;');
  assert.deepEqual(
    checkUpstream(upstream, () => dir),
    [],
  );
  const message = guardMessage([{patch: 'idle-prefetch', problems}]);
  assert.match(message, /patch "idle-prefetch"/);
  assert.match(message, /found 3\.11\.0/);
  assert.match(message, /SUI_DOCS_STOCK=idle-prefetch/);
});

test('a patch that is off puts the theme components of its swizzles back', () => {
  const aliases = Object.fromEntries(
    SWIZZLES.flatMap((s) => [
      [`@theme/${s.component}`, `/site/src/theme/${s.component}`],
      [`@theme-original/${s.component}`, `/theme/${s.component}`],
    ]),
  );
  const changed = stockSwizzleAliases(new Set(['lean-docs']), aliases);
  assert.deepEqual(
    Object.keys(changed).sort(),
    SWIZZLES.filter((s) => s.patch === 'lean-docs')
      .map((s) => `@theme/${s.component}`)
      .sort(),
  );
  assert.equal(changed['@theme/DocItem'], '/theme/DocItem');
  // The prism stub's languages hook has a stand-in that loads the languages in the browser.
  assert.match(
    stockSwizzleAliases(new Set(['prism-stub']), aliases)['@theme/prism-include-languages']!,
    /prism-stub\/browserLanguages\.ts$/,
  );
  assert.deepEqual(stockSwizzleAliases(new Set(['staged-start']), aliases), {});
  delete aliases['@theme-original/DocSidebar'];
  assert.throws(() => stockSwizzleAliases(new Set(['lazy-doc-sidebar']), aliases), /no @theme-original\/DocSidebar/);
});

test('with the prism stub off, the browser loads the same languages the build-time tokenizer uses', () => {
  assert.deepEqual(BROWSER_LANGUAGES, ADDITIONAL_LANGUAGES);
  const source = readFileSync(path.join(ROOT, 'plugins/patches/prism-stub/browserLanguages.ts'), 'utf8');
  const required = [...source.matchAll(/require\('prismjs\/components\/prism-([\w-]+)'\)/g)].map((m) => m[1]);
  assert.deepEqual(required, ADDITIONAL_LANGUAGES);
  for (const lang of required)
    assert.ok(existsSync(path.join(packageDir('prismjs'), `components/prism-${lang}.js`)), lang);
});
