import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {COMPILE_HINT, CompileHintsPlugin} from '../../plugins/patches/compile-hints';

// The bundler Docusaurus uses here, resolved the way @docusaurus/faster resolves it.
const requireFromFaster = createRequire(require.resolve('@docusaurus/faster/package.json'));
const {rspack} = requireFromFaster('@rspack/core') as typeof import('@rspack/core');

test('the entry chunks and content chunks start with the compile hint after minification; other chunks loaded later do not', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  try {
    writeFileSync(
      path.join(dir, 'entry.js'),
      'export function start() { return Promise.all([import("./later.js").then((m) => m.later()), import("./page.mdx")]); }\nstart();\n',
    );
    // What Docusaurus' MDX loader makes of a page, in short.
    writeFileSync(path.join(dir, 'page.mdx'), 'export default function MDXContent() { return "the page"; }\n');
    writeFileSync(path.join(dir, 'later.js'), 'export function later() { return "drawn later"; }\n');
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry: {main: './entry.js'},
      output: {
        path: path.join(dir, 'out'),
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
      },
      optimization: {runtimeChunk: true, chunkIds: 'named'},
      module: {rules: [{test: /\.mdx$/, type: 'javascript/auto'}]},
      plugins: [new CompileHintsPlugin() as never],
    });
    const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    assert.ok(!stats.hasErrors(), stats.toString());
    const files = readdirSync(path.join(dir, 'out'));
    const read = (prefix: string) =>
      readFileSync(
        path.join(
          dir,
          'out',
          files.find((f) => f.startsWith(prefix))!,
        ),
        'utf8',
      );
    assert.ok(read('main.').startsWith(COMPILE_HINT), 'main');
    assert.ok(read('runtime~main.').startsWith(COMPILE_HINT), 'the runtime chunk');
    const later = read('later');
    assert.ok(
      !later.includes('allFunctionsCalledOnLoad') && later.includes('drawn later'),
      'the lazy chunk stays lazy',
    );
    const page = read('page_mdx');
    assert.ok(page.startsWith(COMPILE_HINT) && page.includes('the page'), 'the content chunk');
    // The bundler's own record of the file, from which it names and hashes it, has the hint.
    const main = files.find((f) => f.startsWith('main.'))!;
    assert.equal(
      stats.toJson({assets: true}).assets!.find((a) => a.name === main)!.size,
      Buffer.byteLength(read('main.')),
    );
    await new Promise((resolve) => compiler.close(resolve));
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
