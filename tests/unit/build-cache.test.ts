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

test('postcss-loader looks for no PostCSS config file; the plugins are left as Docusaurus gives them', () => {
  const presetEnv = ['/node_modules/postcss-preset-env/dist/index.cjs', {}];
  // As Docusaurus's style loaders give them (@docusaurus/bundler lib/loaders/styleLoader.js).
  const options = buildCache(SITE).configurePostCss!({ident: 'postcss', plugins: [presetEnv]});
  assert.equal(options.config, false, "postcss-loader's search for a config file is off");
  assert.equal(options.ident, 'postcss');
  assert.deepEqual(options.plugins, [presetEnv]);
});

test('the client build minifies only scripts whose text changed, with the same output', async () => {
  const {rspack} = await import('@rspack/core');
  const {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} = await import('node:fs');
  const {tmpdir} = await import('node:os');
  const {MinifyCachePlugin} = await import('../../plugins/build-cache/minifyCache');
  const dir = mkdtempSync(path.join(tmpdir(), 'minify-cache-'));
  try {
    writeFileSync(path.join(dir, 'a.js'), 'export function add(first, second) { return first + second; }\n');
    writeFileSync(path.join(dir, 'index.js'), "import('./a.js').then(({add}) => console.log(add(1, 2)));\n");
    const build = (cache: boolean, out: string) =>
      new Promise<string>((resolve, reject) => {
        const compiler = rspack({
          context: dir,
          mode: 'production',
          entry: './index.js',
          output: {path: path.join(dir, out), filename: '[name].[contenthash:8].js'},
          plugins: cache ? [new MinifyCachePlugin(path.join(dir, 'cache'))] : [],
        });
        compiler.run((error, stats) => {
          compiler.close(() => {});
          if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
          const files = readdirSync(path.join(dir, out)).sort();
          resolve(files.map((f) => `${f}\n${readFileSync(path.join(dir, out, f), 'utf8')}`).join('\n'));
        });
      });
    const stock = await build(false, 'stock');
    assert.equal(await build(true, 'first'), stock, 'first build: minified by the minimizer');
    const cached = readdirSync(path.join(dir, 'cache'));
    assert.equal(cached.length, 2, 'both scripts stored');
    assert.equal(await build(true, 'second'), stock, 'second build: taken from the cache, same bytes');
    // The stored entries are what a later build uses: a marked one shows up in its output.
    writeFileSync(path.join(dir, 'cache', cached[0]!), '/*from the cache*/');
    assert.match(await build(true, 'third'), /from the cache/);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test("a script's content hashes are out of the minifier's sight: the text it gets is the same whatever their values", async () => {
  const {withHashes, withoutHashes} = await import('../../plugins/build-cache/minifyCache');
  const runtime = (a: string, b: string) =>
    `u=e=>"assets/js/"+e+"."+({"00e":"${a}","01f":'${b}',"02a":"${a}"})[e]+".js";var id="08e268x";`;
  const cold = withoutHashes(runtime('08e268', '6525d6'), new Set(['08e268', '6525d6', 'ffffff']));
  const warm = withoutHashes(runtime('a1b2c3', 'd4e5f6'), new Set(['a1b2c3', 'd4e5f6']));
  assert.equal(cold.text, warm.text, 'the same text for the minifier');
  assert.deepEqual(cold.hashes, ['08e268', '6525d6'], 'by first occurrence, each once');
  assert.match(cold.text, /id="08e268x"/, 'only a whole quoted string is a hash');
  assert.equal(withHashes(cold.text, cold.hashes), runtime('08e268', '6525d6'));
  assert.equal(withHashes(warm.text, warm.hashes), runtime('a1b2c3', 'd4e5f6'));
  // A minifier may fold a placeholder into the strings around it: it is put back all the same.
  assert.equal(withHashes('"assets/js/x.__sui_docs_hash_1__.js"', cold.hashes), '"assets/js/x.6525d6.js"');
  const plain = 'console.log("08e268")';
  assert.deepEqual(withoutHashes(plain, new Set()), {text: plain, hashes: []});
});

test("the bundler's memory is collected once, after the last compiler's shutdown", async () => {
  const {freeMemoryAfterCompilers} = await import('../../plugins/build-cache/freeMemory');
  let collections = 0;
  const plugin = freeMemoryAfterCompilers(() => (collections += 1));
  // What waits for the collection (the background compression of the bundler's files) starts after it.
  const collectionsSeenAfter: number[] = [];
  plugin.afterCollection(() => collectionsSeenAfter.push(collections));
  const shutdowns: (() => void)[] = [];
  const compiler = {hooks: {shutdown: {tap: (_name: string, fn: () => void) => shutdowns.push(fn)}}};
  plugin.apply(compiler);
  plugin.apply(compiler);
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  shutdowns[0]();
  await nextTask();
  assert.equal(collections, 0, 'not while the other compiler runs');
  shutdowns[1]();
  assert.equal(collections, 0, 'in the next task, not within the shutdown hook');
  assert.deepEqual(collectionsSeenAfter, [], 'nothing waiting runs before the collection');
  await nextTask();
  assert.equal(collections, 1);
  assert.deepEqual(collectionsSeenAfter, [1], 'what waited runs once, right after it');
});
