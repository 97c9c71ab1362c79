import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  cachedExecuteSSG,
  pageFile,
  sortedKeys,
  type ExecuteSSG,
  type SSGArgs,
  type SSGResult,
} from '../../plugins/patches/ssg-cache';

/** A client manifest as react-loadable-ssr-addon writes it. */
const manifest = ({hash = 'f00d', file = 'assets/js/b.12ab.js', order = ['x', 'b']} = {}) => ({
  entrypoints: ['main'],
  origins: {a: ['a'], b: order},
  assets: {
    a: {js: [{file: 'assets/js/a.34cd.js', hash: 'beef', publicPath: '/assets/js/a.34cd.js'}]},
    b: {js: [{file, hash, publicPath: `/${file}`}], css: [{file: 'assets/css/b.css', hash: 'cafe', publicPath: '/x'}]},
  },
});

/** A site folder with a server bundle, a client manifest and a package lock, and a stand-in renderer that counts its runs. */
function fixture() {
  const root = mkdtempSync(path.join(tmpdir(), 'ssg-cache-'));
  const serverDir = path.join(root, 'build/__server');
  mkdirSync(path.join(serverDir, 'assets/js'), {recursive: true});
  writeFileSync(path.join(serverDir, 'server.bundle.js'), 'module.exports = "bundle v1";');
  writeFileSync(path.join(serverDir, 'assets/js/page.1234.js'), 'chunk v1');
  const manifestPath = path.join(root, 'client-manifest.json');
  writeFileSync(manifestPath, JSON.stringify(manifest()));
  writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
  const args = (): SSGArgs => ({
    props: {
      siteDir: root,
      outDir: path.join(root, 'build'),
      baseUrl: '/',
      routesPaths: ['/', '/concepts', '/concepts/object-model', '/404.html'],
      headTags: '<meta name="x">',
      preBodyTags: '',
      postBodyTags: '',
      siteConfig: {
        trailingSlash: false,
        noIndex: false,
        ssrTemplate: '<html><%~ it.appHtml %></html>',
        future: {faster: {swcHtmlMinimizer: false}, v4: {removeLegacyPostBuildHeadAttribute: true}},
      },
    },
    serverBundlePath: path.join(serverDir, 'server.bundle.js'),
    clientManifestPath: manifestPath,
    router: undefined,
  });
  let renders = 0;
  /** Writes each page as Docusaurus would, its content made of every input, and collects links. */
  const render: ExecuteSSG = async (a) => {
    renders++;
    const bundle = readFileSync(a.serverBundlePath, 'utf8');
    const manifest = readFileSync(a.clientManifestPath, 'utf8');
    const collectedData: SSGResult['collectedData'] = {};
    for (const route of a.props.routesPaths) {
      const file = path.join(a.props.outDir, pageFile(route, a.props.baseUrl, a.props.siteConfig.trailingSlash));
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, `${a.props.siteConfig.ssrTemplate}|${bundle}|${manifest}|${a.props.headTags}|${route}`);
      collectedData[route] = {
        anchors: ['top'],
        links: [`${route}/next`],
        metadata: {public: {noIndex: false}, helmet: null},
      };
    }
    return {collectedData};
  };
  const messages: string[] = [];
  const ssg = cachedExecuteSSG(render, {
    cacheDir: path.join(root, 'cache'),
    docusaurusVersion: '3.10.2',
    log: (m) => messages.push(m),
  });
  const builtPages = () =>
    Object.fromEntries(
      readdirSync(path.join(root, 'build'), {recursive: true, encoding: 'utf8'})
        .filter((f) => f.endsWith('.html'))
        .sort()
        .map((f) => [f, readFileSync(path.join(root, 'build', f), 'utf8')]),
    );
  /** A new build: Docusaurus empties the build folder but for the server bundle. */
  const clearPages = () => {
    for (const f of Object.keys(builtPages())) rmSync(path.join(root, 'build', f));
  };
  return {root, serverDir, manifestPath, args, ssg, builtPages, clearPages, messages, renders: () => renders};
}

test('pageFile names the files Docusaurus writes', () => {
  assert.equal(pageFile('/', '/', false), 'index.html');
  assert.equal(pageFile('/concepts/object-model', '/', false), 'concepts/object-model.html');
  assert.equal(pageFile('/concepts/', '/', false), 'concepts/index.html');
  assert.equal(pageFile('/concepts', '/', true), 'concepts/index.html');
  assert.equal(pageFile('/concepts', '/', undefined), 'concepts/index.html');
  assert.equal(pageFile('/404.html', '/', false), '404.html');
  assert.equal(pageFile('/docs/a', '/docs/', false), 'a.html');
});

test('a rebuild with the same inputs writes the same pages and returns the same data without rendering', async () => {
  const f = fixture();
  try {
    const first = await f.ssg(f.args());
    const pages = f.builtPages();
    assert.equal(f.renders(), 1);
    f.clearPages();
    const second = await f.ssg(f.args());
    assert.equal(f.renders(), 1, 'the second build rendered');
    assert.deepEqual(f.builtPages(), pages);
    assert.deepEqual(second, first);
    assert.deepEqual(Object.keys(second.collectedData), f.args().props.routesPaths);
    assert.deepEqual(
      readdirSync(f.root).filter((name) => name.startsWith('cache')),
      ['cache'],
      'a temporary folder was left',
    );
  } finally {
    rmSync(f.root, {recursive: true, force: true});
  }
});

test('any change to what a page depends on renders every page again', async () => {
  const changes: Array<[string, (f: ReturnType<typeof fixture>, a: SSGArgs) => void]> = [
    ['the server bundle', (f) => writeFileSync(path.join(f.serverDir, 'server.bundle.js'), 'module.exports = "v2";')],
    ['a server chunk', (f) => writeFileSync(path.join(f.serverDir, 'assets/js/page.1234.js'), 'chunk v2')],
    ['a new server chunk', (f) => writeFileSync(path.join(f.serverDir, 'assets/js/other.js'), '')],
    [
      'the order in a manifest list',
      (f) => writeFileSync(f.manifestPath, JSON.stringify(manifest({order: ['b', 'x']}))),
    ],
    [
      'a file in the manifest',
      (f) => writeFileSync(f.manifestPath, JSON.stringify(manifest({file: 'assets/js/b.99.js'}))),
    ],
    ['the package lock', (f) => writeFileSync(path.join(f.root, 'package-lock.json'), '{"lockfileVersion":4}')],
    ['the template', (_, a) => (a.props.siteConfig.ssrTemplate = '<html lang="en"><%~ it.appHtml %></html>')],
    ['the head tags', (_, a) => (a.props.headTags = '<meta name="y">')],
    ['the routes', (_, a) => a.props.routesPaths.push('/guides')],
    ['trailingSlash', (_, a) => (a.props.siteConfig.trailingSlash = true)],
    ['the base URL', (_, a) => (a.props.baseUrl = '/docs/')],
  ];
  for (const [what, change] of changes) {
    const f = fixture();
    try {
      await f.ssg(f.args());
      f.clearPages();
      const args = f.args();
      change(f, args);
      await f.ssg(args);
      assert.equal(f.renders(), 2, `a change of ${what} did not render again`);
    } finally {
      rmSync(f.root, {recursive: true, force: true});
    }
  }
});

test("the manifest's key order and its assets' interim hashes do not matter: pages only look keys up and write file names", async () => {
  const f = fixture();
  try {
    await f.ssg(f.args());
    f.clearPages();
    const reordered = manifest({hash: '0ther'});
    writeFileSync(
      f.manifestPath,
      JSON.stringify({assets: reordered.assets, origins: {b: reordered.origins.b, a: ['a']}, entrypoints: ['main']}),
    );
    await f.ssg(f.args());
    assert.equal(f.renders(), 1);
    assert.deepEqual(sortedKeys({b: [2, 1], a: {d: 1, c: 2}}), {a: {c: 2, d: 1}, b: [2, 1]});
    assert.deepEqual(Object.keys(sortedKeys({b: 1, a: 2}) as object), ['a', 'b']);
  } finally {
    rmSync(f.root, {recursive: true, force: true});
  }
});

test('a cached page whose file changed is not used: every page is rendered again', async () => {
  const f = fixture();
  try {
    await f.ssg(f.args());
    const pages = f.builtPages();
    // The cache holds links to the built files: writing through one changes the cached copy.
    writeFileSync(path.join(f.root, 'build/concepts.html'), 'changed after the build');
    f.clearPages();
    await f.ssg(f.args());
    assert.equal(f.renders(), 2);
    assert.deepEqual(f.builtPages(), pages);
    f.clearPages();
    rmSync(path.join(f.root, 'cache/pages/index.html'));
    await f.ssg(f.args());
    assert.equal(f.renders(), 3, 'a missing cached file was not noticed');
    assert.ok(existsSync(path.join(f.root, 'cache/index.json')));
  } finally {
    rmSync(f.root, {recursive: true, force: true});
  }
});

test('the hash router passes through', async () => {
  const f = fixture();
  try {
    const args = {...f.args(), router: 'hash'};
    await f.ssg(args);
    await f.ssg(args);
    assert.equal(f.renders(), 2);
    assert.ok(!existsSync(path.join(f.root, 'cache')));
  } finally {
    rmSync(f.root, {recursive: true, force: true});
  }
});
