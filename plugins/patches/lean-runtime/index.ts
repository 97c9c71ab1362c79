/**
 * Smaller route bookkeeping in every page's first download (client build only). A stock
 * Docusaurus client carries, for each of this site's ~480 route modules:
 * - its module path in the registry (read only while server rendering), and
 * - its chunk name twice in the webpack runtime: an id -> name map for file names, and a
 *   name -> id map behind `__webpack_require__.gca`, which the prefetcher calls with a
 *   chunk name to get the file's URL.
 * Here chunks are identified by their names (Docusaurus already names each route chunk by
 * a short hash), so neither map is needed, `gca` becomes `publicPath + filename(name)`,
 * and the registry loses its paths (./registryLoader.cjs). In production the names are
 * also cut to their shortest unique prefix (./chunkNames.cjs), in the registry and in the
 * route table (./routesChunkNamesLoader.cjs), and the route table writes each route's
 * path once instead of twice (./routesLoader.cjs). Each docs plugin's nested routes, with
 * their chunk names and registry entries, leave the table for a module loaded when a path
 * first falls under the plugin (./routeSubtrees.cjs, ./lazyRoutes.ts), Docusaurus' preload
 * and prefetch being wrapped to load it first (./coreClientLoader.cjs): the home page
 * downloads no doc route, a doc page no GraphQL one. Within a plugin, its pages' routes
 * come in groups by path (/concepts, /guides, ...), each listed in the HTML of its pages
 * (./groupManifest.ts) and loaded when a path first falls in it. `@docusaurus/utils-common` is resolved to
 * ./utilsCommon.ts, which leaves out tslib. About 17 KB gzip on a doc page.
 * `react-router` is resolved to ./reactRouter.tsx (both builds), whose route matching
 * compares literal paths as strings instead of compiling a RegExp for each route.
 * `@docusaurus/ComponentCreator` is resolved to ./lazyComponentCreator.ts (both builds, so
 * that server and client render the same tree), which builds a route's loadable component
 * when the route is first needed rather than all of them at start-up. The bundled site
 * config loses the values only the build reads (./siteConfigLoader.cjs, both builds).
 * Upstream: @docusaurus/core 3.10.2, react-router 5.3.4, @rspack/core 1.7.12.
 * Gain: about 29 KB gzip of first-load JavaScript on a doc page, 36 KB on the home page
 * (npm run bench:patches; the route subtrees' share by npm run bench:bytes).
 * Switch: SUI_DOCS_STOCK=lean-runtime.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {packageDir} from '../../sui-api-reference/packages';
import {loaderRule, type LoaderUse} from '../loaderRule';
import {WRAPPED} from './coreClientLoader.cjs';
import {sidebarPropsFiles, withGroupsInManifest} from './groupManifest';

type Compiler = {
  webpack: {RuntimeModule: new (name: string, stage?: number) => {generate(): string}};
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
};
type Compilation = {
  hooks: {additionalTreeRuntimeRequirements: {tap(name: string, fn: (chunk: unknown) => void): void}};
  addRuntimeModule(chunk: unknown, module: unknown): void;
};

const NAME = 'lean-runtime';
const COMPONENT_CREATOR = '@docusaurus/ComponentCreator';

/** `__webpack_require__.gca(chunkName)`, as Docusaurus' ChunkAssetPlugin defines it, for chunk ids that are names. */
const GCA_RUNTIME =
  '__webpack_require__.gca = function(chunkId) { return __webpack_require__.p + __webpack_require__.u(chunkId); };';

class NamedChunkAssetPlugin {
  apply(compiler: Compiler): void {
    const {RuntimeModule} = compiler.webpack;
    class GcaRuntimeModule extends RuntimeModule {
      constructor() {
        super('NamedChunkAssetRuntimeModule', 10 /* STAGE_ATTACH */);
      }
      generate(): string {
        return GCA_RUNTIME;
      }
    }
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new GcaRuntimeModule());
      });
    });
  }
}

/** Points Docusaurus' own `@docusaurus/ComponentCreator` alias at the lazy one. */
function lazyRouteComponents(config: {resolve?: {alias?: unknown}}): void {
  const aliases = config.resolve?.alias as Record<string, string> | undefined;
  const stock = aliases?.[COMPONENT_CREATOR];
  if (typeof stock !== 'string') {
    throw new Error(
      `plugins/patches/lean-runtime: Docusaurus no longer aliases ${COMPONENT_CREATOR} to a file; review this plugin.`,
    );
  }
  aliases![COMPONENT_CREATOR] = path.join(__dirname, 'lazyComponentCreator.ts');
  aliases!['@lean-runtime/stock-component-creator'] = stock;
}

/** react-router's ES module build, which the alias below and ./reactContextLoader.cjs both act on. */
const REACT_ROUTER_ESM = path.join(path.dirname(require.resolve('react-router/package.json')), 'esm/react-router.js');

/**
 * Points `react-router` at ./reactRouter.tsx, whose `matchPath` and `<Switch>` match
 * literal route paths without compiling a RegExp per route; it imports the real module as
 * `@lean-runtime/react-router`.
 */
function literalRouteMatching(config: {resolve?: {alias?: unknown}}): void {
  const aliases = config.resolve?.alias as Record<string, string> | undefined;
  if (!aliases)
    throw new Error(
      'plugins/patches/lean-runtime: Docusaurus no longer sets resolve.alias as an object; review this plugin.',
    );
  aliases['react-router$'] = path.join(__dirname, 'reactRouter.tsx');
  aliases['@lean-runtime/react-router$'] = REACT_ROUTER_ESM;
}

/**
 * Packages that only define values, which react-router imports for code the browser
 * bundle never runs (`withRouter`, which no part of the site uses, and prop-type checks of
 * development builds): they do not say they have no side effects, so the bundler keeps them
 * whole in every page's main chunk. Saying it for them lets the bundler drop what nothing
 * uses (react-is, hoist-non-react-statics, path-to-regexp, isarray: 1.1 KB gzip).
 */
const PURE_PACKAGES = {
  test: /[\\/]node_modules[\\/](?:react-is|hoist-non-react-statics|path-to-regexp|isarray|prop-types)[\\/]/,
  sideEffects: false,
};

/** What the bundler tells a split-chunk name function of each chunk a module is shared by. */
type SharingChunk = {
  name?: string | null;
  groupsIterable?: Iterable<{origins?: Array<{request?: string | null; module?: {resource?: string} | null}>}>;
};

/**
 * Chunk ids are names here (`chunkIds: 'named'`), and a chunk the bundler splits out of
 * others (node_modules code that several chunks share) has none, so its id is made from
 * its modules' paths (~100 characters), which the runtime's chunk map (on every page) and
 * every import of it carry. Each gets `v` and 6 hex digits of a hash of the chunks it
 * serves instead, the same grouping the unnamed split makes (one chunk per set of
 * chunks): a chunk by its name, or, unnamed (an `import()` inside a package), by the
 * imports that load it (importing file relative to the site, and request). 0.4 KB gzip on
 * every page. The group is rspack's default vendors group, written out whole so that it
 * does not depend on another plugin setting it (plugins/local-search adds `chunks`).
 */
export function shortVendorChunks(siteDir: string) {
  const key = (chunk: SharingChunk): string =>
    chunk.name ??
    [...(chunk.groupsIterable ?? [])]
      .flatMap((group) => group.origins ?? [])
      .map((o) => `${o.module?.resource ? path.relative(siteDir, o.module.resource) : ''}|${o.request ?? ''}`)
      .sort()
      .join(',');
  return {
    test: /[\\/]node_modules[\\/]/,
    idHint: 'vendors',
    priority: -10,
    reuseExistingChunk: true,
    // (Typed loosely: Docusaurus types the config with webpack's classes, rspack passes its own.)
    name: (_module: unknown, chunks: readonly unknown[]): string | undefined => {
      const keys = (chunks as SharingChunk[]).map(key);
      // A chunk the bundler tells nothing of keeps the stock name.
      if (keys.length === 0 || keys.some((k) => !k || k === '|')) return undefined;
      return `v${createHash('sha256').update(keys.sort().join('\n')).digest('hex').slice(0, 6)}`;
    },
  };
}

/** Docusaurus' preload and prefetch, wrapped to load route subtrees first (./coreClientLoader.cjs). */
function coreClientRule() {
  const client = path.join(packageDir('@docusaurus/core'), 'lib/client');
  return loaderRule(
    WRAPPED.map((file) => path.join(client, file)),
    [path.join(__dirname, 'coreClientLoader.cjs')],
  );
}

export interface LeanRuntimeOptions {
  /** Drop the Prism themes' token styles from the bundled config: only when the prism-stub patch is on (the stock CodeBlock reads them). */
  dropPrismStyles: boolean;
}

export default function leanRuntime(context: LoadContext, {dropPrismStyles}: LeanRuntimeOptions): Plugin {
  /** Runs `use` (this folder's loaders) on one generated file, before Docusaurus' own loaders. */
  const generatedFileRule = (name: string, use: LoaderUse) =>
    loaderRule([path.join(context.generatedFilesDir, name)], use);
  const siteConfigRule = generatedFileRule('docusaurus.config.mjs', [
    {loader: path.join(__dirname, 'siteConfigLoader.cjs'), options: {dropPrismStyles}},
  ]);
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      lazyRouteComponents(config);
      literalRouteMatching(config);
      // Short chunk names in production; the development server keeps Docusaurus' readable ones.
      const shorten = config.mode === 'production';
      const registryRule = (options: {shorten: boolean; server: boolean}) =>
        generatedFileRule('registry.js', [{loader: path.join(__dirname, 'registryLoader.cjs'), options}]);
      // The server build reports each rendered route chunk by its client name (see registryLoader.cjs).
      if (isServer) return {module: {rules: [registryRule({shorten, server: true}), siteConfigRule]}};
      const stock = (config.plugins ?? []).findIndex((p) => p?.constructor?.name === 'ChunkAssetPlugin');
      if (stock < 0)
        throw new Error(
          'plugins/patches/lean-runtime: Docusaurus no longer adds ChunkAssetPlugin; review this plugin.',
        );
      config.plugins!.splice(stock, 1, new NamedChunkAssetPlugin() as never);
      // Each page's HTML lists its route group's chunk (./groupManifest.ts).
      if (shorten) withGroupsInManifest(config.plugins!, context.generatedFilesDir);
      return {
        optimization: {
          chunkIds: 'named',
          ...(shorten ? {splitChunks: {cacheGroups: {defaultVendors: shortVendorChunks(context.siteDir)}}} : {}),
        },
        // The runtime maps every chunk name to its file's content hash (~500 of them, and a
        // hash does not compress): 6 hex digits instead of Docusaurus's 8 still change with
        // the content (a 1 in 16.7 million chance not to), which is all a chunk's hash is for.
        ...(shorten ? {output: {chunkFilename: 'assets/js/[name].[contenthash:6].js'}} : {}),
        resolve: {
          alias: {
            '@docusaurus/utils-common$': path.join(__dirname, 'utilsCommon.ts'),
            // The route components' loader: what the browser uses of react-loadable (./leanLoadable.ts);
            // the server build keeps the library, which reports each page's chunks.
            'react-loadable$': path.join(__dirname, 'leanLoadable.ts'),
          },
        },
        module: {
          rules: [
            registryRule({shorten, server: false}),
            siteConfigRule,
            // The plugin list out of the site metadata (./siteMetadataLoader.cjs).
            generatedFileRule('site-metadata.json', [path.join(__dirname, 'siteMetadataLoader.cjs')]),
            PURE_PACKAGES,
            // React's own createContext for react-router, without its polyfill (./reactContextLoader.cjs).
            loaderRule([REACT_ROUTER_ESM], [path.join(__dirname, 'reactContextLoader.cjs')]),
            // Translator notes out of translate() and <Translate> (./translateDescriptionsLoader.cjs).
            {
              test: /\.[cm]?[jt]sx?$/,
              include: [/[\\/]node_modules[\\/]@docusaurus[\\/]/, path.join(context.siteDir, 'src')],
              enforce: 'pre' as const,
              use: [path.join(__dirname, 'translateDescriptionsLoader.cjs')],
            },
            ...(shorten
              ? [
                  generatedFileRule('routesChunkNames.json', [path.join(__dirname, 'routesChunkNamesLoader.cjs')]),
                  // Each route's path written once in the route table, and its subtrees loaded on demand (./routesLoader.cjs).
                  generatedFileRule('routes.js', [path.join(__dirname, 'routesLoader.cjs')]),
                  coreClientRule(),
                  // Each sidebar's items load on their own where a plugin's pages show several (./sidebarPropsLoader.cjs).
                  ...sidebarPropsFiles(context.generatedFilesDir).map(({file, sidebars}) =>
                    loaderRule([file], [{loader: path.join(__dirname, 'sidebarPropsLoader.cjs'), options: {sidebars}}]),
                  ),
                ]
              : []),
          ],
        },
      };
    },
  };
}
