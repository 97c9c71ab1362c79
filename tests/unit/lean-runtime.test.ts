import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
// Docusaurus' own code generator, so that a change in its registry format fails here.
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import {leanRegistry} from '../../plugins/patches/lean-runtime/registryLoader.cjs';
import {shortRoutesChunkNames} from '../../plugins/patches/lean-runtime/routesChunkNamesLoader.cjs';
import {shortChunkNames} from '../../plugins/patches/lean-runtime/chunkNames.cjs';
import {compactRoutes} from '../../plugins/patches/lean-runtime/routesLoader.cjs';

/** Evaluates a generated routes.js with a ComponentCreator that names what it was given. */
function routeTable(source: string): unknown {
  const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
  return new Function('ComponentCreator', body)((p: string, id: string) => `component(${p}, ${id})`);
}

const plugin = {name: 'docusaurus-plugin-content-docs', id: 'default'};
// Docusaurus names chunks by an 8-hex hash in production builds (and readably otherwise).
process.env.NODE_ENV = 'production';

type RouteConfigs = Parameters<typeof generateRouteFiles>[0]['routes'];

/** A table of three pages: two docs (one module path with quotes) and a generated index. */
const PAGES: RouteConfigs = [
  {path: '/a', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/a.mdx'}, plugin},
  {path: '/b', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/b "quoted".mdx'}, plugin},
  {path: '/c', component: '@theme/DocCategoryGeneratedIndexPage', exact: true, props: {title: 'C'}, plugin},
];

/** A nested table, a path with a quote in it included. */
const NESTED: RouteConfigs = [
  PAGES[0]!,
  {
    path: "/d/it's",
    component: '@theme/DocRoot',
    plugin,
    routes: [{path: "/d/it's/e", component: '@theme/DocItem', exact: true, sidebar: 'x', plugin}],
  },
];

async function generatedRegistry(): Promise<string> {
  return (await generatedFiles()).registry;
}

/** The files Docusaurus's own code generator writes for `routes`. */
async function generatedFiles(
  routes: RouteConfigs = PAGES,
): Promise<{registry: string; routesChunkNames: string; routes: string}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lean-runtime-'));
  try {
    await generateRouteFiles({generatedFilesDir: dir, baseUrl: '/', routes});
    const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
    return {registry: read('registry.js'), routesChunkNames: read('routesChunkNames.json'), routes: read('routes.js')};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

test('the client registry keeps every chunk and its loader but none of the module paths', async () => {
  const registry = await generatedRegistry();
  const entries = registry.match(/^\s*"[^"]+": \[/gm) ?? [];
  assert.ok(entries.length >= 5, 'two docs, their component, a props module and a page component');
  const lean = leanRegistry(registry);
  assert.ok(lean.length < registry.length);
  assert.equal((lean.match(/^\s*"[^"]+": \[/gm) ?? []).join(), entries.join(), 'same chunk names, same order');
  // Each module is still imported, under its chunk name; the path and the module id, which
  // only server rendering and react-loadable's preloadReady() read, are gone.
  for (const [, name, modulePath] of registry.matchAll(/webpackChunkName: "([^"]+)" \*\/ ("(?:[^"\\]|\\.)*")\)/g)) {
    assert.ok(lean.includes(`"${name}": [() => import(/* webpackChunkName: "${name}" */ ${modulePath})],`));
  }
  assert.doesNotMatch(lean, /resolveWeak/);
  assert.match(lean, /\],\};\n$/, 'the last entry closes the object as before');
});

test('a registry in another format stops the build and says what to update', async () => {
  const registry = await generatedRegistry();
  const changed = registry.replace(/, require\.resolveWeak\(/, ', require.resolve(');
  assert.throws(() => leanRegistry(changed), /registry\.js has \d+ entries but \d+ match.*registryLoader\.cjs/s);
  assert.throws(() => leanRegistry('export default {};\n'), /has 0 entries/);
});

test("the client's @docusaurus/utils-common has the package's exports, same names, same values", async () => {
  const stock = (await import('@docusaurus/utils-common')) as unknown as Record<string, unknown>;
  const lean = (await import('../../plugins/patches/lean-runtime/utilsCommon')) as unknown as Record<string, unknown>;
  const names = (m: Record<string, unknown>) =>
    Object.keys(m)
      .filter((k) => k !== 'default' && k !== '__esModule')
      .sort();
  assert.deepEqual(names(lean), names(stock));
  for (const name of names(stock)) assert.equal(lean[name], stock[name], name);
  assert.equal(
    (lean.applyTrailingSlash as typeof import('@docusaurus/utils-common').applyTrailingSlash)('/a/', {
      trailingSlash: false,
      baseUrl: '/',
    }),
    '/a',
  );
});

test('short chunk names are unique, at least 3 characters, and stable when a name is added', () => {
  const names = ['a1b2c3d4', 'a1b9f0e1', 'a1c00000', 'ffee0011', '1a2b3c4d', '1a2b3c4d2'];
  const short = shortChunkNames(names);
  assert.deepEqual(Object.fromEntries(short), {
    '1a2b3c4d': '1a2b3c4d',
    '1a2b3c4d2': '1a2b3c4d2',
    a1b2c3d4: 'a1b2',
    a1b9f0e1: 'a1b9',
    a1c00000: 'a1c',
    ffee0011: 'ffe',
  });
  assert.equal(new Set(short.values()).size, names.length);
  // A new name renames only the names that share its prefix.
  const after = shortChunkNames([...names, 'ffe12345']);
  for (const name of names) if (!name.startsWith('ffe')) assert.equal(after.get(name), short.get(name), name);
  assert.equal(after.get('ffee0011'), 'ffee');
});

test('in production the registry and the route table use the same short chunk names', async () => {
  const {registry, routesChunkNames} = await generatedFiles();
  const lean = leanRegistry(registry, {shorten: true});
  const keys = [...lean.matchAll(/^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)"/gm)];
  assert.ok(keys.length >= 5);
  for (const [, key, chunk] of keys) {
    assert.equal(key, chunk, 'the key names the chunk');
    assert.ok(key.length >= 3 && key.length < 8, key);
  }
  const table = JSON.parse(shortRoutesChunkNames(routesChunkNames, registry)) as Record<
    string,
    Record<string, unknown>
  >;
  const stock = JSON.parse(routesChunkNames) as Record<string, Record<string, unknown>>;
  assert.deepEqual(Object.keys(table), Object.keys(stock), 'same routes');
  const leaves = (v: unknown): string[] => (typeof v === 'string' ? [v] : Object.values(v as object).flatMap(leaves));
  const registered = new Set(keys.map((k) => k[1]));
  for (const route of Object.keys(table)) {
    assert.equal(leaves(table[route]).length, leaves(stock[route]).length, route);
    for (const name of leaves(table[route])) assert.ok(registered.has(name), `${route}: ${name} is in the registry`);
  }
  assert.throws(
    () => shortRoutesChunkNames(JSON.stringify({'/x-abc': {content: 'deadbeef'}}), registry),
    /names chunk "deadbeef" \(\/x-abc\.content\), which .*registry\.js lacks/,
  );
});

test("the server registry reports each rendered chunk by the client's name for it, so the page's HTML can list it", async () => {
  const registry = await generatedRegistry();
  const client = leanRegistry(registry, {shorten: true});
  const server = leanRegistry(registry, {shorten: true, server: true});
  const clientName = new Map(
    [
      ...client.matchAll(
        /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("(?:[^"\\]|\\.)*")\)/gm,
      ),
    ].map((m) => [m[2], m[1]]),
  );
  const entries = [
    ...server.matchAll(
      /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ ("(?:[^"\\]|\\.)*")\), "([^"]*)", require\.resolveWeak\(\3\)\],/gm,
    ),
  ];
  assert.equal(entries.length, clientName.size, 'every entry');
  for (const [, key, chunk, modulePath, reported] of entries) {
    assert.equal(key, chunk);
    assert.equal(key.length, 8, 'the server keeps the names its own route table uses');
    assert.equal(reported, clientName.get(modulePath), `${modulePath} is reported as the client chunk that holds it`);
  }
});

test('a route component is built when the route is first rendered or preloaded, once', async () => {
  const {lazyRouteComponent} = await import('../../plugins/patches/lean-runtime/lazyRouteComponent');
  let built = 0;
  let preloaded = 0;
  const Page = Object.assign(() => null, {preload: async () => (preloaded += 1)});
  const Route = lazyRouteComponent(() => {
    built += 1;
    return Page as never;
  });
  assert.equal(built, 0, 'nothing is built with the route table');
  await Route.preload();
  assert.deepEqual([built, preloaded], [1, 1]);
  // Rendering the route renders the built component with the route's props.
  const element = Route({title: 'Object model'});
  assert.equal(element.type, Page);
  assert.deepEqual(element.props, {title: 'Object model'});
  assert.equal(Route({}).type, Page);
  assert.equal(built, 1, 'built once, then reused');
});

test('the bundled site config drops the page template, the Prism token styles and the build-only lists, and keeps the rest', async () => {
  const {leanSiteConfig} = await import('../../plugins/patches/lean-runtime/siteConfigLoader.cjs');
  const plain = {color: '#393a34', backgroundColor: '#f6f8fa'};
  const siteConfig = {
    title: 'Sui Documentation',
    ssrTemplate: '<!DOCTYPE html><html <%~ it.htmlAttributes %>>…</html>',
    plugins: [['/site/plugins/local-search', {enabled: true}]],
    presets: [['classic', {docs: {path: 'docs'}}]],
    markdown: {mermaid: true},
    onBrokenLinks: 'throw',
    customFields: {analytics: {}},
    future: {
      v4: {removeLegacyPostBuildHeadAttribute: true},
      faster: {rspackBundler: true},
      experimental_router: 'browser',
    },
    themeConfig: {
      prism: {
        theme: {plain, styles: [{types: ['comment'], style: {color: '#626257'}}]},
        darkTheme: {
          plain: {color: '#f8f8f2', backgroundColor: '#282a36'},
          styles: [{types: ['keyword'], style: {color: '#ff79c6'}}],
        },
        magicComments: [{className: 'theme-code-block-highlighted-line', line: 'highlight-next-line'}],
      },
      navbar: {title: 'Sui'},
    },
  };
  // The shape of Docusaurus 3.10's generated file (genSiteConfig in @docusaurus/core's codegen).
  const generated = `/*\n * AUTOGENERATED - DON'T EDIT\n */\nexport default ${JSON.stringify(siteConfig, null, 2)};\n`;
  const lean = leanSiteConfig(generated);
  const config = JSON.parse(
    lean
      .slice(lean.indexOf('export default ') + 'export default '.length)
      .trimEnd()
      .slice(0, -1),
  );
  for (const key of ['ssrTemplate', 'plugins', 'presets', 'markdown', 'onBrokenLinks'])
    assert.equal(config[key], undefined, key);
  assert.deepEqual(config.customFields, siteConfig.customFields);
  assert.deepEqual(config.future, {experimental_router: 'browser'});
  assert.deepEqual(config.themeConfig.prism.theme, {plain, styles: []});
  assert.deepEqual(config.themeConfig.prism.darkTheme.styles, []);
  assert.deepEqual(config.themeConfig.prism.magicComments, siteConfig.themeConfig.prism.magicComments);
  assert.deepEqual(config.themeConfig.navbar, siteConfig.themeConfig.navbar);
  assert.ok(lean.startsWith('/*\n * AUTOGENERATED'));
  assert.throws(() => leanSiteConfig('module.exports = {};'), /no longer `export default <JSON>;`/);
});

test('the docs root, version root and doc root, which every doc page loads together, share one client chunk', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lean-runtime-'));
  let registry: string;
  try {
    await generateRouteFiles({
      generatedFilesDir: dir,
      baseUrl: '/',
      routes: [
        {
          path: '/',
          component: '@theme/DocsRoot',
          plugin,
          routes: [
            {
              path: '/',
              component: '@theme/DocVersionRoot',
              plugin,
              routes: [
                {
                  path: '/',
                  component: '@theme/DocRoot',
                  plugin,
                  routes: [
                    {path: '/a', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/a.mdx'}},
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    registry = readFileSync(path.join(dir, 'registry.js'), 'utf8');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
  const entry = /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\)(?:, "([^"]*)")?/gm;
  const client = [...leanRegistry(registry, {shorten: true}).matchAll(entry)];
  const chunkOf = new Map(client.map(([, key, chunk, modulePath]) => [modulePath, {key, chunk}]));
  const roots = ['@theme/DocsRoot', '@theme/DocVersionRoot', '@theme/DocRoot'];
  for (const root of roots) assert.equal(chunkOf.get(root)?.chunk, 'docs-root', root);
  assert.equal(new Set(roots.map((r) => chunkOf.get(r)?.key)).size, 3, 'each keeps its own registry key');
  assert.notEqual(chunkOf.get('@theme/DocItem')?.chunk, 'docs-root', 'a page component keeps its own chunk');
  // The server names the shared chunk, so each page's HTML lists the file that holds them.
  const server = [...leanRegistry(registry, {shorten: true, server: true}).matchAll(entry)];
  for (const [, , , modulePath, reported] of server)
    assert.equal(reported, chunkOf.get(modulePath)?.chunk, `${modulePath} is reported as the chunk that holds it`);
});

test("the route table writes each route's path once and still builds the same routes, keys in the same order", async () => {
  const {routes} = await generatedFiles(NESTED);
  const compact = compactRoutes(routes);
  const times = (source: string, text: string) => source.split(text).length - 1;
  assert.deepEqual([times(routes, "'/a'"), times(compact, "'/a'")], [2, 1], 'the path once instead of twice');
  // Only the catch-all route ('*', no id) keeps its call.
  assert.doesNotMatch(compact, /component: ComponentCreator\('(?:[^'\\]|\\.)*', '/);
  assert.equal(JSON.stringify(routeTable(compact)), JSON.stringify(routeTable(routes)));
  assert.match(JSON.stringify(routeTable(compact)), /it's\/e/, 'a quote in a path survives');
});

test('a route table in another form stops the build and names the loader', () => {
  assert.throws(() => compactRoutes("export default [{path: '/a', component: C('/a')}];\n"), /routesLoader\.cjs/);
});

/** A docs plugin's nested routes (root, version root with its props, doc root) over `count` pages under `base`. */
function docsPluginRoutes(base: string, count: number, id: string): RouteConfigs[number] {
  const docs = {name: 'docusaurus-plugin-content-docs', id};
  const leaves = Array.from({length: count}, (_, i) => ({
    path: `${base}/page-${i}`,
    component: '@theme/DocItem',
    exact: true,
    modules: {content: `@site/${id}/page-${i}.mdx`},
    sidebar: 's',
    plugin: docs,
  }));
  return {
    path: base,
    component: '@theme/DocsRoot',
    plugin: docs,
    routes: [
      {
        path: base,
        component: '@theme/DocVersionRoot',
        props: {version: {pluginId: id, sidebars: {s: []}}},
        plugin: docs,
        routes: [{path: base, component: '@theme/DocRoot', plugin: docs, routes: leaves}],
      },
    ],
  };
}

/** Runs one of the lean-runtime loaders on `resource` (a generated file in `dir`), as the bundler would. */
type LoaderContext = {
  resourcePath: string;
  resourceQuery: string;
  addDependency(file: string): void;
  getOptions(): {shorten?: boolean; server?: boolean};
};

function runLoader(loader: (this: LoaderContext, source: string) => string, dir: string, file: string, query = '') {
  const resourcePath = path.join(dir, file);
  const self = {
    resourcePath,
    resourceQuery: query,
    addDependency: () => undefined,
    getOptions: () => ({shorten: true}),
  };
  return loader.call(self, readFileSync(resourcePath, 'utf8'));
}

/** Evaluates a route subtree module (routes.js?subtree=N). */
function subtreeExports(source: string): {
  default: unknown[];
  chunkNames: Record<string, unknown>;
  registry: Record<string, unknown>;
} {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace('export default', 'const routes =')
    .replace(/export const /g, 'const ');
  return new Function('ComponentCreator', 'require', `${body}\nreturn {default: routes, chunkNames, registry};`)(
    (p: string, id: string) => `component(${p}, ${id})`,
    {resolveWeak: (p: string) => p},
  );
}

test("each docs plugin's nested routes leave the route table for a module of their own, with their chunk names and registry entries", async () => {
  const routesLoader = (await import('../../plugins/patches/lean-runtime/routesLoader.cjs')).default;
  const registryLoader = (await import('../../plugins/patches/lean-runtime/registryLoader.cjs')).default;
  const chunkNamesLoader = (await import('../../plugins/patches/lean-runtime/routesChunkNamesLoader.cjs')).default;
  const {findSubtrees} = await import('../../plugins/patches/lean-runtime/routeSubtrees.cjs');
  const dir = mkdtempSync(path.join(tmpdir(), 'lean-runtime-'));
  try {
    const routes: RouteConfigs = [
      {path: '/', component: '@theme/Home', exact: true, plugin: {name: 'pages', id: 'default'}},
      docsPluginRoutes('/reference', 25, 'reference'),
      // Too small to be worth a chunk of its own: it stays in the table.
      docsPluginRoutes('/small', 3, 'small'),
      docsPluginRoutes('/', 30, 'default'),
    ];
    await generateRouteFiles({generatedFilesDir: dir, baseUrl: '/', routes});
    const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
    const subtrees = findSubtrees(read('routes.js'), JSON.parse(read('routesChunkNames.json')));
    assert.equal(subtrees.length, 2, 'the two large docs plugins, not the small one');
    // Version root + doc root + the pages.
    assert.deepEqual(
      subtrees.map((s) => s.routeKeys.size),
      [27, 32],
    );

    const table = routeTable(runLoader(routesLoader, dir, 'routes.js')) as Array<Record<string, unknown>>;
    const full = routeTable(compactRoutes(read('routes.js'))) as Array<Record<string, unknown>>;
    const lazy = table.filter((r) => r.lazyRoutes);
    assert.deepEqual(
      lazy.map((r) => [r.path, (r.routes as unknown[]).length]),
      [
        ['/reference', 0],
        ['/', 0],
      ],
    );
    const mainChunkNames = JSON.parse(runLoader(chunkNamesLoader, dir, 'routesChunkNames.json')) as Record<
      string,
      unknown
    >;
    const allChunkNames = JSON.parse(
      shortRoutesChunkNames(read('routesChunkNames.json'), read('registry.js')),
    ) as Record<string, unknown>;
    const mainRegistry = runLoader(registryLoader, dir, 'registry.js');
    const allRegistry = leanRegistry(read('registry.js'), {shorten: true});
    const registryKeys = (source: string) => [...source.matchAll(/^\s*"([^"]+)": \[/gm)].map((m) => m[1]!);
    const seen = {chunkNames: {...mainChunkNames}, registry: new Set(registryKeys(mainRegistry))};
    for (const [n, root] of lazy.entries()) {
      const source = runLoader(routesLoader, dir, 'routes.js', `?subtree=${n}`);
      const subtree = subtreeExports(source);
      root.routes = subtree.default;
      delete root.lazyRoutes;
      for (const key of Object.keys(subtree.chunkNames)) assert.ok(!(key in seen.chunkNames), `${key} in one place`);
      Object.assign(seen.chunkNames, subtree.chunkNames);
      for (const key of Object.keys(subtree.registry)) {
        assert.ok(!seen.registry.has(key), `registry entry ${key} in one place`);
        seen.registry.add(key);
      }
      // The subtree's module joins the chunk of its version root's props, which each of its pages renders.
      const lazyImport =
        /lazyRoutes: \(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ '\.\/routes\.js\?subtree=(\d)'\)/g;
      const [, hostChunk] = [...runLoader(routesLoader, dir, 'routes.js').matchAll(lazyImport)][n]!;
      assert.match(
        source,
        new RegExp(`webpackChunkName: "${hostChunk}" \\*/ "@generated/docusaurus-plugin-content-docs/[^/]+/p/`),
        "the host is the version root's props",
      );
    }
    // Put back together, the table, the chunk names and the registry are the stock ones.
    assert.equal(JSON.stringify(table), JSON.stringify(full));
    assert.deepEqual(seen.chunkNames, allChunkNames);
    assert.deepEqual([...seen.registry].sort(), registryKeys(allRegistry).sort());
    // The page component every docs plugin uses stays in the main registry.
    const docItem = /"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "@theme\/DocItem"\)/.exec(
      allRegistry,
    )![1]!;
    assert.ok(registryKeys(mainRegistry).includes(docItem));
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test("Docusaurus' preload and prefetch are wrapped to load a route subtree first; a changed module stops the build", async () => {
  const {wrapCoreClient, WRAPPED} = await import('../../plugins/patches/lean-runtime/coreClientLoader.cjs');
  const client = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client');
  for (const file of WRAPPED as string[]) {
    const wrapped = wrapCoreClient(readFileSync(path.join(client, file), 'utf8'), file);
    assert.match(wrapped, /^import \{loadRoutesFor\} from ".*lazyRoutes\.ts";/);
    assert.match(wrapped, /loadRoutesFor\(\[/);
    assert.equal(wrapped.match(/export default/g)?.length, 1, `${file}: one default export`);
    assert.throws(() => wrapCoreClient('export default function other() {}', file), /coreClientLoader\.cjs/);
  }
});

test("a docs plugin's pages come in groups by path, each a module of its own that its pages' HTML lists", async () => {
  const routesLoader = (await import('../../plugins/patches/lean-runtime/routesLoader.cjs')).default;
  const {findSubtrees, MIN_GROUP} = await import('../../plugins/patches/lean-runtime/routeSubtrees.cjs');
  const {groupsOwnChunks, listGroups} = await import('../../plugins/patches/lean-runtime/groupManifest');
  const {groupOf} = await import('../../plugins/patches/lean-runtime/groupOf');
  const dir = mkdtempSync(path.join(tmpdir(), 'lean-runtime-'));
  try {
    const docs = docsPluginRoutes('/', 0, 'default');
    // Two sidebars: the Concepts pages and one lone page show one, the others the other.
    const doc = (pagePath: string, file: string, sidebar = 'guides') => ({
      path: pagePath,
      component: '@theme/DocItem',
      exact: true,
      modules: {content: `@site/docs/${file}.mdx`},
      sidebar,
      plugin: docs.plugin,
    });
    const concepts = Array.from({length: 10}, (_, i) => doc(`/concepts/c-${i}`, `c${i}`, 'concepts'));
    // A page at the prefix itself, a page whose path has a quote, and a generated index.
    const guides = [
      doc('/guides', 'guides'),
      doc("/guides/it's", 'quoted'),
      ...Array.from({length: 9}, (_, i) => doc(`/guides/g-${i}/deep`, `g${i}`)),
      {...doc('/guides/index-page', 'x'), component: '@theme/DocCategoryGeneratedIndexPage', modules: undefined},
    ];
    const singles = ['/glossary', '/style-guide', '/security'].map((p, i) =>
      doc(p, `s${i}`, i ? 'guides' : 'concepts'),
    );
    const docRoot = docs.routes![0]!.routes![0]!;
    docRoot.routes = [...singles.slice(0, 1), ...concepts, ...guides, ...singles.slice(1)].map((r) =>
      r.component === '@theme/DocCategoryGeneratedIndexPage' ? {...r, props: {title: 'Index'}} : r,
    );
    await generateRouteFiles({
      generatedFilesDir: dir,
      baseUrl: '/',
      routes: [{path: '/home', component: '@theme/Home', exact: true, plugin: {name: 'pages', id: 'default'}}, docs],
    });
    const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
    const [subtree, ...others] = findSubtrees(read('routes.js'), JSON.parse(read('routesChunkNames.json')));
    assert.equal(others.length, 0);
    assert.ok(3 < MIN_GROUP && MIN_GROUP <= 10, 'the fixture makes two groups and a rest');
    assert.deepEqual(
      subtree!.groups.map((g) => g.routeKeys.size),
      [10, 12, 3],
    );
    assert.deepEqual(subtree!.prefixes, {
      '/concepts': 0,
      '/guides': 1,
      '/glossary': 2,
      '/style-guide': 2,
      '/security': 2,
    });
    // Paths find their group as react-router would match them: any case, a trailing slash.
    const find = (p: string) => groupOf(subtree!.prefixes, 3, p);
    assert.deepEqual(
      ['/concepts/c-1', '/Concepts/C-1/', '/guides', "/guides/it's", '/guides/g-3/deep', '/security', '/nowhere'].map(
        find,
      ),
      [0, 0, 1, 1, 1, 2, 2],
    );

    // The subtree module keeps the doc root with no pages, and imports each group on demand.
    const subtreeSource = runLoader(routesLoader, dir, 'routes.js', '?subtree=0');
    const lazy = subtreeExports(subtreeSource);
    const root = (lazy.default[0] as {routes: Array<Record<string, unknown>>}).routes[0]!;
    assert.deepEqual(root.routes, []);
    const imports = [
      ...subtreeSource.matchAll(/webpackChunkName: "(r0-\d)" \*\/ '\.\/routes\.js\?subtree=0&group=(\d)'/g),
    ];
    assert.deepEqual(
      imports.map((m) => [m[1], m[2]]),
      [
        ['r0-0', '0'],
        ['r0-1', '1'],
        ['r0-2', '2'],
      ],
    );
    // Put back together, the pages, their chunk names and registry entries are the stock ones.
    const seen = {chunkNames: {...lazy.chunkNames}, registry: {...lazy.registry}};
    const pages: unknown[] = [];
    for (const g of [0, 1, 2]) {
      const group = subtreeExports(runLoader(routesLoader, dir, 'routes.js', `?subtree=0&group=${g}`));
      pages.push(...group.default);
      for (const key of Object.keys(group.chunkNames)) assert.ok(!(key in seen.chunkNames), `${key} in one place`);
      for (const key of Object.keys(group.registry)) assert.ok(!(key in seen.registry), `${key} in one place`);
      Object.assign(seen.chunkNames, group.chunkNames);
      Object.assign(seen.registry, group.registry);
    }
    type Nested = {routes: Nested[]};
    const full = routeTable(compactRoutes(read('routes.js'))) as Nested[];
    const stockPages = full[1]!.routes[0]!.routes[0]!.routes;
    const byPath = (list: unknown[]) =>
      JSON.stringify([...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))));
    assert.equal(byPath(pages), byPath(stockPages));
    const subtreeChunkNames = Object.fromEntries(
      Object.entries(JSON.parse(shortRoutesChunkNames(read('routesChunkNames.json'), read('registry.js')))).filter(
        ([key]) => subtree!.routeKeys.has(key),
      ),
    );
    assert.deepEqual(seen.chunkNames, subtreeChunkNames);

    // The manifest lists each group beside every chunk only its pages use, so each page's HTML lists its group.
    const owned = groupsOwnChunks(dir);
    const manifest = {
      origins: Object.fromEntries([...owned].flatMap(([g, chunks]) => [[g, [g]], ...chunks.map((c) => [c, [c]])])),
    };
    listGroups(manifest, owned);
    let checked = 0;
    for (const [key, chunks] of Object.entries(seen.chunkNames)) {
      const group = [0, 1, 2].find((g) => subtree!.groups[g]!.routeKeys.has(key));
      if (group === undefined) continue;
      checked += 1;
      const listed = Object.values(chunks as Record<string, string>).flatMap((c) => manifest.origins[c] ?? []);
      assert.ok(listed.includes(`r0-${group}`), `the page ${key} lists its group`);
    }
    assert.equal(checked, 25, 'every page');
    assert.throws(() => listGroups({origins: {}}, owned), /client manifest has no chunk r0-0/);

    // Each sidebar's items load on their own, listed in the HTML of the pages that show it.
    assert.deepEqual(
      subtree!.sidebars.map((sb) => sb.name),
      ['concepts', 'guides'],
    );
    assert.match(
      subtreeSource,
      /export const sidebars = \{version: \(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "@generated\/docusaurus-plugin-content-docs\/default\/p\/[^"]+\.json"\), load: \{"concepts": \(\) => import\(\/\* webpackChunkName: "s0-0" \*\/ "[^"?]+\.json\?sidebar=concepts"\), "guides": .*"s0-1".*\?sidebar=guides"\)\}\};/,
    );
    const sidebarOfPage = (key: string) => (key.startsWith('/concepts') || key.startsWith('/glossary') ? 0 : 1);
    let sidebarsChecked = 0;
    for (const [key, chunks] of Object.entries(seen.chunkNames)) {
      if (![0, 1, 2].some((g) => subtree!.groups[g]!.routeKeys.has(key))) continue;
      const listed = Object.values(chunks as Record<string, string>).flatMap((c) => manifest.origins[c] ?? []);
      assert.ok(listed.includes(`s0-${sidebarOfPage(key)}`), `the page ${key} lists its sidebar`);
      assert.ok(!listed.includes(`s0-${1 - sidebarOfPage(key)}`), `the page ${key} does not list the other sidebar`);
      sidebarsChecked += 1;
    }
    assert.equal(sidebarsChecked, 25);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test("the client's version data leaves out the sidebars that load on their own, each of which is a module of its items", async () => {
  const {sidebarProps} = await import('../../plugins/patches/lean-runtime/sidebarPropsLoader.cjs');
  const link = (label: string) => ({type: 'link', label, href: `/${label}`, docId: '.'});
  const props = {
    version: {
      pluginId: 'default',
      version: 'current',
      docsSidebars: {a: [link('one')], b: [link('two')], c: [link('three')]},
    },
  };
  const source = JSON.stringify(props);
  const lean = JSON.parse(sidebarProps(source, '', ['a', 'b']));
  assert.deepEqual(lean, {version: {...props.version, docsSidebars: {a: null, b: null, c: [link('three')]}}});
  assert.deepEqual(JSON.parse(sidebarProps(source, '?sidebar=b', ['a', 'b'])), [link('two')]);
  assert.throws(() => sidebarProps(source, '?sidebar=c', ['a', 'b']), /no sidebar c loads on its own/);
  assert.throws(() => sidebarProps(source, '', ['a', 'z']), /has no sidebar z/);
  assert.throws(() => sidebarProps('{"version": {}}', '', ['a']), /version\.docsSidebars/);
});

test('a node_modules chunk split out of others is named by a short hash of the chunks it serves, the same for the same chunks', async () => {
  const {shortVendorChunks} = await import('../../plugins/patches/lean-runtime/index');
  const {name} = shortVendorChunks('/site');
  const named = (n: string) => ({name: n});
  // An unnamed chunk (a package's own import()) is known by the imports that load it.
  const unnamed = (from: string, request: string) => ({
    name: undefined,
    groupsIterable: [{origins: [{module: {resource: `/site/node_modules/${from}`}, request}]}],
  });
  const a = name(null, [named('e35'), named('1789')]);
  assert.match(a ?? '', /^v[0-9a-f]{6}$/);
  assert.equal(name(null, [named('1789'), named('e35')]), a, 'the order of the chunks does not matter');
  assert.notEqual(name(null, [named('e35')]), a);
  const b = name(null, [unnamed('mermaid/dist/mermaid.core.mjs', './chunks/flow.mjs')]);
  assert.match(b ?? '', /^v[0-9a-f]{6}$/);
  assert.equal(
    shortVendorChunks('/elsewhere').name(null, [
      {
        ...unnamed('', ''),
        groupsIterable: [
          {
            origins: [
              {
                module: {resource: '/elsewhere/node_modules/mermaid/dist/mermaid.core.mjs'},
                request: './chunks/flow.mjs',
              },
            ],
          },
        ],
      },
    ]),
    b,
    'the same name in another checkout',
  );
  assert.notEqual(name(null, [unnamed('mermaid/dist/mermaid.core.mjs', './chunks/pie.mjs')]), b);
  assert.equal(name(null, [{name: undefined}]), undefined, 'a chunk it is told nothing of keeps the stock name');
  assert.equal(name(null, []), undefined);
});

test("react-router takes React's createContext, so its polyfill (and prop-types) leave the browser bundle; a changed module stops the build", async () => {
  const {default: reactContextLoader} = (await import('../../plugins/patches/lean-runtime/reactContextLoader.cjs')) as {
    default: (source: string) => string;
  };
  const stock = readFileSync(require.resolve('react-router/esm/react-router.js'), 'utf8');
  const patched = reactContextLoader(stock);
  assert.match(patched, /var createContext = React\.createContext;/);
  assert.doesNotMatch(patched, /React\.createContext \|\| createReactContext/);
  // The polyfill is still defined (the bundler drops it as unused), the rest is untouched.
  assert.equal(patched.length, stock.length - ' || createReactContext'.length);
  assert.throws(
    () => reactContextLoader('export {};'),
    /react-router\.js no longer contains .*SUI_DOCS_STOCK=lean-runtime/,
  );
});

test('the bundled site metadata keeps every key but the plugin list; a changed file stops the build', async () => {
  const {default: siteMetadataLoader} = (await import('../../plugins/patches/lean-runtime/siteMetadataLoader.cjs')) as {
    default: (source: string) => string;
  };
  const stock = {
    docusaurusVersion: '3.10.2',
    siteVersion: '0.0.0',
    pluginVersions: {
      'docusaurus-plugin-sitemap': {type: 'package', name: '@docusaurus/plugin-sitemap', version: '3.10.2'},
    },
  };
  assert.deepEqual(JSON.parse(siteMetadataLoader(JSON.stringify(stock))), {...stock, pluginVersions: {}});
  assert.throws(() => siteMetadataLoader('{"docusaurusVersion":"4.0.0"}'), /no longer has `pluginVersions`/);
});
