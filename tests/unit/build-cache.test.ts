import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import buildCache, {buildCodeFiles} from '../../plugins/build-cache';

const SITE = path.join(__dirname, '../..');

test("the bundler's cache is keyed on the site's loaders, plugins and config", () => {
  const files = buildCodeFiles(SITE);
  for (const file of [
    'plugins/patches/lean-runtime/registryLoader.cjs',
    'plugins/remark-code-samples/index.ts',
    'config/search.ts',
  ])
    assert.ok(files.includes(path.join(SITE, file)), file);
  assert.ok(!files.some((f) => f.endsWith('.md')), 'code only');

  const config = {experiments: {cache: {type: 'persistent', buildDependencies: ['/docusaurus/base.js']}}};
  buildCache(SITE).configureWebpack!(config as never, false, {} as never, {} as never);
  const deps = config.experiments.cache.buildDependencies;
  assert.equal(deps[0], '/docusaurus/base.js', "Docusaurus's own dependencies stay");
  assert.ok(deps.includes(path.join(SITE, 'plugins/patches/lean-runtime/registryLoader.cjs')));
});
