import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
// Docusaurus' own code generator, so that a change in its registry format fails here.
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import {withoutModulePaths} from '../../plugins/lean-runtime/registryLoader.cjs';

const plugin = {name: 'docusaurus-plugin-content-docs', id: 'default'};

async function generatedRegistry(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lean-runtime-'));
  try {
    await generateRouteFiles({
      generatedFilesDir: dir,
      baseUrl: '/',
      routes: [
        {path: '/a', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/a.mdx'}, plugin},
        {path: '/b', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/b "quoted".mdx'}, plugin},
        {path: '/c', component: '@theme/DocCategoryGeneratedIndexPage', exact: true, props: {title: 'C'}, plugin},
      ],
    });
    return readFileSync(path.join(dir, 'registry.js'), 'utf8');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

test('the client registry keeps every chunk and its loader but none of the module paths', async () => {
  const registry = await generatedRegistry();
  const entries = registry.match(/^\s*"[^"]+": \[/gm) ?? [];
  assert.ok(entries.length >= 5, 'two docs, their component, a props module and a page component');
  const lean = withoutModulePaths(registry);
  assert.ok(lean.length < registry.length);
  assert.equal((lean.match(/^\s*"[^"]+": \[/gm) ?? []).join(), entries.join(), 'same chunk names, same order');
  // Each module is still imported, under its chunk name, and still resolved weakly.
  for (const [, name, modulePath] of registry.matchAll(/webpackChunkName: "([^"]+)" \*\/ ("(?:[^"\\]|\\.)*")\)/g)) {
    assert.ok(lean.includes(`"${name}": [() => import(/* webpackChunkName: "${name}" */ ${modulePath}), "", require.resolveWeak(${modulePath})]`));
  }
  assert.match(lean, /\],\};\n$/, 'the last entry closes the object as before');
});

test('a registry in another format stops the build and says what to update', async () => {
  const registry = await generatedRegistry();
  const changed = registry.replace(/, require\.resolveWeak\(/, ', require.resolve(');
  assert.throws(() => withoutModulePaths(changed), /registry\.js has \d+ entries but \d+ match.*registryLoader\.cjs/s);
  assert.throws(() => withoutModulePaths('export default {};\n'), /has 0 entries/);
});

test("the client's @docusaurus/utils-common has the package's exports, same names, same values", async () => {
  const stock = (await import('@docusaurus/utils-common')) as unknown as Record<string, unknown>;
  const lean = (await import('../../plugins/lean-runtime/utilsCommon')) as unknown as Record<string, unknown>;
  const names = (m: Record<string, unknown>) => Object.keys(m).filter((k) => k !== 'default' && k !== '__esModule').sort();
  assert.deepEqual(names(lean), names(stock));
  for (const name of names(stock)) assert.equal(lean[name], stock[name], name);
  assert.equal((lean.applyTrailingSlash as typeof import('@docusaurus/utils-common').applyTrailingSlash)('/a/', {trailingSlash: false, baseUrl: '/'}), '/a');
});
