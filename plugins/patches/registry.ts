/**
 * The registry of deviations from stock Docusaurus: every framework patch (plugins/patches/*)
 * and every swizzled theme component (src/theme/*). One entry each, with what it replaces,
 * the upstream version it was written against, why it exists, its measured gain, its risk
 * and how to switch it off. ARCHITECTURE.md prints the same table; a unit test checks that
 * the two agree and that every folder under plugins/patches and src/theme is listed here.
 *
 * Patches are switched off with SUI_DOCS_STOCK (./switch.ts); a swizzle that belongs to a
 * patch goes back to the theme's own component with it (./stockSwizzles.ts). Swizzles that
 * carry a site feature stay in every build: their `stays` says why.
 */

/** A package a patch relies on: its version range, and files inside it that must still hold what the patch expects. */
export interface Upstream {
  /** npm package name. */
  readonly package: string;
  /** The version this patch was written against. */
  readonly writtenAgainst: string;
  /** The versions it is known to hold for (a semver range); outside it the build stops. */
  readonly range: string;
  /** The package that depends on it, when npm may install it below that package rather than at the top (e.g. @rspack/core under @docusaurus/faster). */
  readonly via?: string;
  /** The name npm installed it under when a dependency asks for it through an alias (`"x": "npm:<package>@<version>"`). */
  readonly installedAs?: string;
  /** Files of the package (relative to its folder) the patch reads, replaces or rewrites, and text each must still contain. */
  readonly internals: ReadonlyArray<{readonly file: string; readonly contains?: string}>;
}

export type PatchName =
  | 'lean-docs'
  | 'lean-runtime'
  | 'staged-start'
  | 'page-template'
  | 'idle-prefetch'
  | 'codepoint-sort'
  | 'lazy-emoji-check'
  | 'cached-date-format'
  | 'steady-navigation'
  | 'first-screen'
  | 'compile-hints'
  | 'progress-bar'
  | 'lean-head'
  | 'prism-stub'
  | 'lazy-doc-sidebar'
  | 'lazy-mobile-menu'
  | 'lazy-mermaid'
  | 'single-version'
  | 'ssg-cache'
  | 'linear-graphql-types';

/** Where a patch acts: in the browser bundle (runtime) or only on how the site is built. */
export type PatchKind = 'runtime' | 'build';

export interface Patch {
  readonly name: PatchName;
  readonly kind: PatchKind;
  /** The folder of its code, from the site's root. */
  readonly folder: string;
  /** Package, module and export it replaces or changes. */
  readonly replaces: string;
  /** How it hooks in, in Docusaurus's order of preference (config option first, internal module last). */
  readonly mechanism:
    | 'config option'
    | 'plugin (lifecycle API)'
    | 'swizzle (wrap)'
    | 'swizzle (eject)'
    | 'swizzle (replace)'
    | 'module alias'
    | 'bundler loader'
    | 'client module'
    | 'wrapped export'
    /** An export of a package's module replaced in the build's own process, for one step (no bundling involved). */
    | 'module export';
  readonly upstream: ReadonlyArray<Upstream>;
  readonly why: string;
  /** The measured gain, with the command that measures it (bench:patches prints the current figures). */
  readonly gain: string;
  /** What could break, and what would notice. */
  readonly risk: string;
  /** The parity or unit tests that guard it. */
  readonly tests: ReadonlyArray<string>;
}

export interface Swizzle {
  /** The component's theme path, as under src/theme (e.g. 'CodeBlock/Content'). */
  readonly component: string;
  readonly how: 'wrap' | 'eject' | 'replace';
  /** The upstream file it wraps or was copied from. */
  readonly upstreamFile: string;
  readonly writtenAgainst: string;
  readonly why: string;
  /** The patch it belongs to: switched off with it. Absent: it carries a feature and stays. */
  readonly patch?: PatchName;
  /** Why it stays in a stock build (for swizzles without a patch). */
  readonly stays?: string;
}

const DOCUSAURUS = '3.10.2';
const DOCUSAURUS_RANGE = '>=3.10.0 <3.11.0';
const docusaurus = (pkg: string, internals: Upstream['internals']): Upstream => ({
  package: `@docusaurus/${pkg}`,
  writtenAgainst: DOCUSAURUS,
  range: DOCUSAURUS_RANGE,
  internals,
});
const CLASSIC = '@docusaurus/theme-classic';
const classicFile = (component: string) => `${CLASSIC}/lib/theme/${component}/index.js`;

export const PATCHES: ReadonlyArray<Patch> = [
  {
    name: 'lean-docs',
    kind: 'runtime',
    folder: 'plugins/patches/lean-docs',
    replaces:
      '@docusaurus/plugin-content-docs: the route props (`version.docs`) and global data (`versions[].docs`) it gives the client',
    mechanism: 'plugin (lifecycle API)',
    upstream: [
      docusaurus('plugin-content-docs', [
        {file: 'lib/index.js', contains: 'contentLoaded'},
        {file: 'lib/routes.js', contains: 'categoryGeneratedIndex'},
        {file: 'lib/client/docsClientUtils.js'},
        // The sidebars' doc links carry a mark, not their id: the client may only test the id for truth.
        {file: 'lib/client/docsUtils.js', contains: 'item.docId &&'},
      ]),
      docusaurus('theme-classic', [{file: 'lib/theme/DocCard/index.js', contains: 'useDocById'}]),
    ],
    why: 'The stock plugin sends the title, sidebar and description of every doc to every doc page (version route props) and lists every doc in the global data of every page; only card lists read descriptions. The patch gives each page that shows cards the descriptions of its own cards instead, and the sidebars every doc page loads carry a one-character mark for the id of each doc link (which the browser only tests for truth).',
    gain: 'first-load JS of a doc page: 16.3 KB gzip less, home 4.9 KB (bench:patches, 25 Nov 2026)',
    risk: 'A card reading a description from `useDocById` shows none: the parity test compares every card title and description on a landing page and on generated-index pages.',
    tests: ['tests/parity/content.test.ts', 'tests/unit/lean-docs.test.ts'],
  },
  {
    name: 'lean-runtime',
    kind: 'runtime',
    folder: 'plugins/patches/lean-runtime',
    replaces:
      '@docusaurus/core: generated registry.js, routes.js, routesChunkNames.json, docusaurus.config.mjs and, in the browser, the docs version data (loaders), ChunkAssetPlugin, @docusaurus/ComponentCreator, @docusaurus/utils-common; react-router: matchPath and <Switch>; rspack: chunk ids, the names of the node_modules chunks split out of others, `sideEffects: false` for react-is, hoist-non-react-statics, path-to-regexp, isarray and prop-types, and 6 hex digits of content hash in chunk file names instead of 8; in the browser build, react-loadable (@docusaurus/react-loadable, which ComponentCreator calls), the translator `description` of every translate() and <Translate> call, the createContext polyfill of react-router (React’s own is used) and the plugin list (`pluginVersions`) of the generated site-metadata.json',
    mechanism: 'bundler loader',
    upstream: [
      docusaurus('core', [
        {file: 'lib/webpack/plugins/ChunkAssetPlugin.js', contains: '__webpack_require__.gca'},
        {file: 'lib/client/exports/ComponentCreator.js'},
        // What leanLoadable.ts gives the browser in place of react-loadable: the two calls ComponentCreator makes.
        {file: 'lib/client/exports/ComponentCreator.js', contains: "import Loadable from 'react-loadable';"},
        {file: 'lib/client/exports/ComponentCreator.js', contains: 'return Loadable.Map({'},
        // translateDescriptionsLoader.cjs drops what these two never read.
        {file: 'lib/client/exports/Translate.js', contains: 'export function translate({ message, id }, values) {'},
        {
          file: 'lib/client/exports/Translate.js',
          contains: 'export default function Translate({ children, id, values, }) {',
        },
        {file: 'lib/client/clientEntry.js'},
        // The route table's form that routesLoader.cjs rewrites (each route's path written once).
        {file: 'lib/server/codegen/codegenRoutes.js', contains: 'component: ComponentCreator('},
        // The nested routes that routeSubtrees.cjs moves out, and the two functions coreClientLoader.cjs wraps.
        {file: 'lib/server/codegen/codegenRoutes.js', contains: 'routes: ['},
        {file: 'lib/client/preload.js', contains: 'export default function preload(pathname) {'},
        {file: 'lib/client/docusaurus.js', contains: 'const prefetch = (routePath) => {'},
      ]),
      docusaurus('utils-common', [{file: 'lib/index.js'}]),
      // The one reader of the version data's sidebars in the browser, which finds the page's sidebar in place (sidebarPropsLoader.cjs).
      docusaurus('plugin-content-docs', [
        {file: 'lib/client/docsUtils.js', contains: '? versionMetadata.docsSidebars[sidebarName]'},
      ]),
      {
        package: 'react-router',
        writtenAgainst: '5.3.4',
        range: '>=5.3.4 <6',
        internals: [
          {file: 'esm/react-router.js', contains: 'matchPath'},
          // reactContextLoader.cjs makes react-router take React's createContext without its polyfill.
          {file: 'esm/react-router.js', contains: 'var createContext = React.createContext || createReactContext;'},
        ],
      },
      {
        // The client manifest each page's scripts are looked up in (groupManifest.ts lists the route groups there).
        package: 'react-loadable-ssr-addon-v5-slorber',
        via: '@docusaurus/core',
        writtenAgainst: '1.0.3',
        range: '>=1.0.3 <2',
        internals: [
          {file: 'lib/ReactLoadableSSRAddon.js', contains: '_proto.writeAssetsFile = function writeAssetsFile()'},
          {file: 'lib/ReactLoadableSSRAddon.js', contains: 'origins: origins,'},
        ],
      },
      {
        // The library leanLoadable.ts stands in for in the browser (its states, the 200 ms delay, retry).
        package: '@docusaurus/react-loadable',
        installedAs: 'react-loadable',
        writtenAgainst: '6.0.0',
        range: '>=6.0.0 <7',
        internals: [
          {file: 'lib/index.js', contains: 'delay: 200,'},
          {file: 'lib/index.js', contains: 'LoadableComponent.preload = function preload() {'},
          {file: 'lib/index.js', contains: 'retry: this.retry'},
        ],
      },
    ],
    why: "A stock client carries, for each of ~480 route modules, its module path in the registry and its chunk name twice in the webpack runtime, and compiles a RegExp per route on the first match. Here chunks are identified by short names, the registry loses its paths, route matching compares literal paths as strings and route components are built when first needed. The docs root, version root and doc root, which every doc page loads together, share one chunk (docs-root) instead of three files. The route table writes each route path once instead of twice (2.2 KB gzip less on every page, 25 Nov 2026), and each docs plugin's nested routes, with their chunk names and registry entries, load with the plugin's version data when a path first falls under it (Docusaurus's preload and prefetch wrapped to load them first), so the home page downloads no doc route and a doc page no GraphQL one; within a plugin, its pages' routes come in groups by path (/concepts, /guides, ..., GraphQL objects, enums, ...), each a chunk of its own that the client manifest lists beside its pages' own chunks, so each page's HTML lists its group and the others load when a path first falls in them; where a plugin's pages show several sidebars (the docs: Concepts, Guides, Standards, References), its version data keeps their names and each sidebar's items load as a chunk of their own, listed in the HTML of the pages that show it. Chunk files carry 6 hex digits of their content hash instead of 8: the runtime lists every chunk's hash, which does not compress (0.7 KB gzip less on every page). A node_modules chunk split out of others is named `v` + 6 hex digits of a hash of the chunks it serves (by name, or by the imports that load them), not by its modules' paths (~100 characters in the runtime's map, on every page, and in each import of it; 0.7 KB gzip on a doc page, 0.4 KB on the home page). Four packages that only define values, which react-router imports for code the browser never runs (withRouter, development prop-type checks), are marked free of side effects so that the bundler drops them (0.9 KB gzip on every page). The browser build replaces react-loadable, which only ComponentCreator uses there, by leanLoadable.ts (the same loading states, 200 ms delay and retry, without the server-side capture and preload-all code; the server build keeps the library, which reports each page's chunks), and drops the `description` of translate() and <Translate> calls, a note for translators that the runtime never reads (53 strings on a doc page); the HTML is the same. In the browser build react-router takes React's createContext directly: its polyfill for React before 16.3, and with it prop-types, was in every page's main chunk because the bundler cannot know React 18 has one; and the site metadata keeps every key but its list of plugins and their versions, which no client code reads.",
    gain: 'first-load JS: 18.3 KB gzip less on a doc page, 18.5 KB on the home page (bench:patches, before the route subtrees), which took off a further 10.8 KB on a doc page, 17.7 KB on the home page and 7.8 KB on a GraphQL page, the shorter hashes 0.7 KB on every page, the route groups 3.0 KB on a doc page and 2.7 KB on a GraphQL page, and the sidebars loaded on their own 1.1 KB on a doc page (bench:bytes and the gzip sizes of the scripts listed in each page, 25 Nov 2026); the lean react-loadable 0.7 KB and the dropped translator notes 1.0 KB on a doc page, 0.7 and 0.5 KB on the home page (gzip sizes of the scripts each page lists, 26 Nov 2026); no 84 ms route-matching task at 4x CPU slowdown on the GraphQL pages (stop 19); React’s createContext for react-router (prop-types dropped) 0.8 KB on every page and the site metadata without its plugin list 0.4 KB (bench:bytes: doc page 123.3 -> 122.1 KB, home 93.0 -> 91.8 KB, GraphQL page 126.2 -> 125.0 KB, 27 Nov 2026)',
    risk: 'A route, chunk or prefetch that resolves wrongly shows a blank or wrong page: the parity tests navigate client-side (also from the home page into the docs, between the docs and the GraphQL reference, and from Concepts into Guides and into the group of lone pages, hovering first), prefetch (on a doc page and on the home page), go back and forward, and load a failing chunk on both builds (the retry of the loading component included); a translated string that lost its message: the unit test runs the descriptions loader on every theme file and checks each translate() and <Translate> keeps its id and message.',
    tests: [
      'tests/parity/behaviour.test.ts',
      'tests/unit/lean-runtime.test.ts',
      'tests/unit/translate-descriptions.test.ts',
      'tests/unit/literal-path-match.test.ts',
    ],
  },
  {
    name: 'staged-start',
    kind: 'runtime',
    folder: 'plugins/patches/staged-start',
    replaces: "@docusaurus/core: the client entry (lib/client/clientEntry.js) as the bundle's entry point",
    mechanism: 'module alias',
    upstream: [docusaurus('core', [{file: 'lib/client/clientEntry.js'}, {file: 'lib/client/App.js'}])],
    why: "Docusaurus's entry starts React, the client modules, the route table and the theme in one task of 25-35 ms (four times that on a mid-range phone); here the same modules start a group at a time, after the first paint.",
    gain: 'The 25-35 ms start-up task split in short ones. Alone within the noise (bench:patches, 25 Nov 2026); with the other five start-up patches off too, TBT 0 -> 100 ms on the doc page and 2 -> 189 ms on the GraphQL page, Performance 100 -> 99 / 97 (the group row of bench:patches)',
    risk: 'A client module that expects to run before React starts: the parity tests compare every page after hydration.',
    tests: ['tests/parity/content.test.ts', 'tests/unit/staged-start.test.ts'],
  },
  {
    name: 'page-template',
    kind: 'runtime',
    folder: 'plugins/patches/page-template',
    replaces:
      '@docusaurus/core: the page template (lib/ssg/ssgTemplate.html.js), through the `ssrTemplate` config option',
    mechanism: 'config option',
    upstream: [
      docusaurus('core', [
        {file: 'lib/ssg/ssgTemplate.html.js', contains: '<script src="<%= it.baseUrl %><%= script %>" defer></script>'},
      ]),
    ],
    why: 'Stock pages fetch ~150 KB of JavaScript alongside the stylesheet and run it before the first frame; here the scripts are added once the page has painted.',
    gain: 'Lighthouse mobile LCP of a doc page 0.92-1.00 s, 2.15 s with it off (bench:patches, three runs each); search page 1.95 -> 1.80 s (stop 20)',
    risk: 'A page whose scripts never load stays static: page-start and parity tests hydrate every page type.',
    tests: ['tests/unit/page-template.test.ts', 'tests/e2e/page-start.test.ts', 'tests/parity/content.test.ts'],
  },
  {
    name: 'idle-prefetch',
    kind: 'runtime',
    folder: 'plugins/patches/idle-prefetch',
    replaces: '@docusaurus/core: window.docusaurus.prefetch (the client API that <Link> calls for links in view)',
    mechanism: 'client module',
    upstream: [docusaurus('core', [{file: 'lib/client/clientEntry.js', contains: 'window.docusaurus'}])],
    why: 'Docusaurus prefetches every link as it scrolls into view, each walking the route table: hundreds of milliseconds of main-thread work right after hydration on pages with many links. The same prefetches wait for the first input and run one per idle period.',
    gain: 'Prefetch work moved out of the first seconds on link-heavy pages. Alone within the noise (bench:patches, 25 Nov 2026); with the other five start-up patches off too, TBT 0 -> 100 ms on the doc page and 2 -> 189 ms on the GraphQL page, Performance 100 -> 99 / 97 (the group row of bench:patches)',
    risk: 'Prefetches that never happen make navigation slower, not wrong: the parity test checks that the same routes are prefetched after the reader scrolls.',
    tests: ['tests/unit/idle-prefetch.test.ts', 'tests/parity/behaviour.test.ts'],
  },
  {
    name: 'codepoint-sort',
    kind: 'runtime',
    folder: 'plugins/patches/codepoint-sort',
    replaces:
      '@docusaurus/plugin-content-docs lib/client/docsClientUtils.js and @docusaurus/theme-common lib/utils/reactUtils.js: their localeCompare calls',
    mechanism: 'bundler loader',
    upstream: [
      docusaurus('plugin-content-docs', [{file: 'lib/client/docsClientUtils.js', contains: 'localeCompare'}]),
      docusaurus('theme-common', [{file: 'lib/utils/reactUtils.js', contains: 'localeCompare'}]),
    ],
    why: 'Two sorts that run while a page hydrates call localeCompare, which makes V8 load the ICU collator (several ms on a phone); they sort ASCII keys, so comparing by code point gives the same order.',
    gain: 'No ICU collator start-up during hydration. Alone within the noise (bench:patches, 25 Nov 2026); with the other five start-up patches off too, TBT 0 -> 100 ms on the doc page and 2 -> 189 ms on the GraphQL page, Performance 100 -> 99 / 97 (the group row of bench:patches)',
    risk: 'A different order of version or plugin keys: the unit test checks the same order on the site data.',
    tests: ['tests/unit/codepoint-sort.test.ts'],
  },
  {
    name: 'lazy-emoji-check',
    kind: 'runtime',
    folder: 'plugins/patches/lazy-emoji-check',
    replaces:
      '@docusaurus/theme-common lib/utils/emojiUtils.js: extractLeadingEmoji and the Intl.Segmenter its module builds',
    mechanism: 'bundler loader',
    upstream: [
      docusaurus('theme-common', [
        {
          file: 'lib/utils/emojiUtils.js',
          contains: "const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });",
        },
        {file: 'lib/utils/emojiUtils.js', contains: 'RGI_Emoji'},
      ]),
    ],
    why: "The stock DocCard looks for an emoji at the start of every card's label: its module builds an Intl.Segmenter when its chunk runs (about 20 ms the first time in a page, ICU's grapheme rules) and each label is tested against /^\\p{RGI_Emoji}$/v (about 40 ms to compile the first time). That lands in the hydration of every page with cards and in the click that opens the first one. No emoji sequence starts with an ASCII letter or a space, so such a label is returned as the stock function returns it before either is used; the segmenter is built when a label needs it.",
    gain: 'The click that opens the first page with cards in a visit: about 40 ms less on a laptop (bench:navigation, 25 Nov 2026); a page with cards starts without the ~60 ms of first use.',
    risk: "A card that loses or gains an emoji icon: the unit test compares the patched function with the stock one on every sidebar label and on emoji, keycap, flag and accented labels; the parity test compares the card headings (their text, with a writer's emoji) on landing and generated-index pages.",
    tests: ['tests/unit/lazy-emoji-check.test.ts', 'tests/parity/content.test.ts'],
  },
  {
    name: 'cached-date-format',
    kind: 'runtime',
    folder: 'plugins/patches/cached-date-format',
    replaces:
      "@docusaurus/theme-common lib/utils/IntlUtils.js: useDateTimeFormat's new Intl.DateTimeFormat on every render",
    mechanism: 'bundler loader',
    upstream: [
      docusaurus('theme-common', [
        {
          file: 'lib/utils/IntlUtils.js',
          contains: 'return new Intl.DateTimeFormat(currentLocale, {',
        },
      ]),
    ],
    why: 'The stock hook builds a new Intl.DateTimeFormat each time a component renders; a doc page renders two (the stock "Last updated on" line and the site\'s "Verified against" line), so each client-side navigation to a doc builds two, and building one is ICU work (about 20 ms the first time for a set of options in a page, then a fraction of a millisecond). A formatter is immutable and depends only on the locale, the calendar and the options, so one per such triple is kept and handed out again.',
    gain: 'JavaScript time in the hook over 40 client-side navigations between doc pages (CPU profile of an unminified build, A/B twice, 25 Nov 2026): 106 and 149 ms with it off, 1.8 and 0.5 ms with it on, about 3 ms less per click; LastUpdated 81-111 -> 11-18 ms',
    risk: 'A date formatted with other options than asked: the unit test compares the patched hook with the stock one on the options the site uses and on others; the parity tests compare the footer text of doc pages.',
    tests: ['tests/unit/cached-date-format.test.ts', 'tests/parity/content.test.ts'],
  },
  {
    name: 'steady-navigation',
    kind: 'runtime',
    folder: 'plugins/patches/steady-navigation',
    replaces:
      '@docusaurus/core lib/client/PendingNavigation.js: its controlled <Route> around the page; @docusaurus/theme-classic DocSidebarItem (wrapped in React.memo, src/theme/DocSidebarItem)',
    mechanism: 'bundler loader',
    upstream: [
      docusaurus('core', [
        {file: 'lib/client/PendingNavigation.js', contains: '<Route location={location} render={() => children}/>'},
      ]),
      {
        package: 'react-router',
        writtenAgainst: '5.3.4',
        range: '>=5.3.0 <5.4.0',
        // HeldRoute provides what Route provides without a path: the context, the given location, the context's match.
        internals: [
          {file: 'esm/react-router.js', contains: 'var location = _this.props.location || context$1.location;'},
        ],
      },
      docusaurus('theme-classic', [{file: 'lib/theme/DocSidebarItems/index.js', contains: 'activePath'}]),
      docusaurus('plugin-content-docs', [
        {file: 'lib/client/docsUtils.js', contains: 'export function isActiveSidebarItem(item, activePath)'},
      ]),
    ],
    why: "A click on a link renders the page twice before the next one shows. PendingNavigation keeps the current page on screen while the next loads by giving it a controlled <Route> with the old location; that Route provides a new router context each time the router's changes, so the current page (every component under it that reads the router: links, routes, the MDX content inside them) renders again with the same location and the same result. HeldRoute provides the same values, new only when PendingNavigation renders. Then every sidebar item renders again because each gets the new path, though only the items that hold the old or the new page change; the wrapper keeps the others.",
    gain: "React components rendered from a click to the new page's heading, over the 40 clicks of bench:navigation's walk: 1,429 -> 929 a click (in the commit the click itself makes: 436 -> 16); the walk's clicks under load (26 Nov 2026, load 9-10 on 2 cores, 120 clicks each, builds alternating): median 65 -> 56 ms, p90 117 -> 91 ms, mean 80 -> 65 ms",
    risk: 'A component that shows the old page with the new location, or a sidebar item whose active or expanded state lags: the parity tests compare the page, the URL, the heading and the sidebar after each client-side navigation, back and forward and hash links, and the sidebar after a walk of clicks that opens and leaves categories.',
    tests: ['tests/parity/behaviour.test.ts', 'tests/unit/steady-navigation.test.ts'],
  },
  {
    name: 'first-screen',
    kind: 'runtime',
    folder: 'plugins/patches/first-screen',
    replaces:
      "the MDX content of every page (docs, the GraphQL reference, pages), which a client-side navigation renders in one commit: a rehype plugin in every MDX loader puts a long page's blocks below its first screen inside a component that renders them one frame later, on a navigation without a #hash only",
    mechanism: 'config option',
    upstream: [
      docusaurus('core', [
        // A navigation without a hash shows the new page from its top; one with a hash scrolls to the element as soon as the page is rendered.
        {file: 'lib/client/ClientLifecyclesDispatcher.js', contains: 'window.scrollTo(0, 0);'},
        {file: 'lib/client/ClientLifecyclesDispatcher.js', contains: 'element?.scrollIntoView();'},
        // False until the app has hydrated: the component renders what the server did.
        {file: 'lib/client/browserContext.js', contains: 'setIsBrowser(true);'},
      ]),
      {
        package: '@mdx-js/mdx',
        writtenAgainst: '3.1.1',
        range: '>=3.0.0 <4',
        // A JSX name the page imports is used as it is, not looked up in the components map.
        internals: [{file: 'lib/plugin/recma-jsx-rewrite.js', contains: 'inScope(visitors.scopes, id)'}],
      },
      {
        package: 'hast-util-to-estree',
        writtenAgainst: '3.1.3',
        range: '>=3.0.0 <4',
        // An ESM node's program (the plugin's import) comes from its `data.estree`.
        internals: [{file: 'lib/handlers/mdxjs-esm.js', contains: 'node.data && node.data.estree'}],
      },
    ],
    why: "On a client-side navigation the new page is rendered, styled and laid out whole before the first frame shows it, though Docusaurus shows a page from its top. On a long guide that is mostly work below the window: React creating the elements of every block, then the style and the layout Docusaurus forces when it focuses the page. The rehype plugin estimates each top-level block's height from the Markdown; when a page has at least 1,200 px more after its first 1,400 px, it puts the blocks after those 1,400 px inside RestOfPage (a phone's narrower column makes the same blocks taller). That renders them in place on the server, at hydration and when the URL has a #hash (Docusaurus scrolls to it once the page is rendered); after any other navigation it renders a box one window high first, and the blocks in a transition once the first frame has been painted. The HTML of every page is the same.",
    gain: "Elements under <main> in the frame that first shows the new page, over the 40 clicks of bench:navigation's walk (36 of them to pages it splits): 22,772 -> 7,990 (25,490-25,637 once settled, in either build); click -> new h1, builds alternating, two runs of 120 clicks (26 Nov 2026, load 1.3-2.5 on 2 cores): median 39 -> 33 and 36 -> 30 ms, p90 62 -> 57 and 52 -> 38 ms, mean 41.8 -> 35.7 and 37.6 -> 30.0 ms (ARCHITECTURE.md: Measured). First-load JS +0.1 KB gzip on a doc page, +0.2 KB on the GraphQL page (the component, in each page's chunk)",
    risk: 'A page whose lower part is missing or late (content parity after a client-side navigation to a long page), a link to a heading in the lower part that lands elsewhere (behaviour parity: a link to a heading below the first screen of another page), an empty band a reader sees for a frame (the first screen is estimated at 1.5 windows of a 900 px desktop window), or scroll restoration on back and forward (behaviour parity). The unit test renders long and short pages with and without the plugin: the same HTML.',
    tests: ['tests/unit/first-screen.test.ts', 'tests/parity/behaviour.test.ts'],
  },
  {
    name: 'compile-hints',
    kind: 'runtime',
    folder: 'plugins/patches/compile-hints',
    replaces: 'rspack output: the first line of the main chunks and of every content chunk',
    mechanism: 'plugin (lifecycle API)',
    upstream: [
      {
        package: '@rspack/core',
        via: '@docusaurus/faster',
        writtenAgainst: '1.7.12',
        range: '>=1.4.0 <2',
        internals: [{file: 'package.json'}],
      },
    ],
    why: "V8 compiles lazily on the main thread; main and content chunks run whole at start-up, so V8's explicit compile hint lets it compile them on a background thread while they stream in.",
    gain: 'Main-thread compile samples in hydration on the GraphQL Object page: 35-104 -> 1-7 at 4x CPU slowdown (stop 19). Alone within the noise (bench:patches, 25 Nov 2026); with the other five start-up patches off too, TBT 0 -> 100 ms on the doc page and 2 -> 189 ms on the GraphQL page, Performance 100 -> 99 / 97 (the group row of bench:patches)',
    risk: 'None for correctness (a comment); the unit test builds with rspack.',
    tests: ['tests/unit/compile-hints.test.ts'],
  },
  {
    name: 'progress-bar',
    kind: 'runtime',
    folder: 'plugins/patches/progress-bar',
    replaces:
      '@docusaurus/theme-classic lib/nprogress (its route progress bar client module, with the nprogress library)',
    mechanism: 'module alias',
    upstream: [docusaurus('theme-classic', [{file: 'lib/nprogress.js', contains: 'nprogress'}])],
    why: 'The same bar (200 ms delay, #nprogress markup and CSS) drawn by hand, without the nprogress library in every first load.',
    gain: '1.2 KB gzip of first-load JS on every page: home, doc and GraphQL page alike (bench:patches, 25 Nov 2026); no runtime difference. Under the ~2 KB bar, kept because it is what holds the doc page under its first-load budget (ARCHITECTURE.md: Measured)',
    risk: 'No bar on slow navigations: the parity test checks the bar appears on both builds.',
    tests: ['tests/unit/progress-bar.test.ts', 'tests/parity/behaviour.test.ts'],
  },
  {
    name: 'lean-head',
    kind: 'runtime',
    folder: 'plugins/patches/lean-head',
    replaces:
      'react-helmet-async (HelmetProvider and Helmet, behind @docusaurus/Head) in the client bundle only; the server bundle keeps it',
    mechanism: 'module alias',
    upstream: [
      docusaurus('core', [
        {file: 'lib/client/exports/Head.js', contains: "import { Helmet } from 'react-helmet-async';"},
        {file: 'lib/client/exports/Head.js', contains: 'return <Helmet {...props}/>;'},
        {file: 'lib/client/clientEntry.js', contains: "import { HelmetProvider } from 'react-helmet-async';"},
        {file: 'lib/client/serverEntry.js', contains: "import { HelmetProvider } from 'react-helmet-async';"},
      ]),
      {
        // @docusaurus/core depends on "react-helmet-async": "npm:@slorber/react-helmet-async@1.3.0".
        package: '@slorber/react-helmet-async',
        installedAs: 'react-helmet-async',
        writtenAgainst: '1.3.0',
        range: '>=1.3.0 <1.4.0',
        // The client rules ./headState.ts and ./applyHead.ts copy: equal tags kept, data-rh lists, one update per frame.
        internals: [
          {file: 'src/client.js', contains: 'newElement.isEqualNode(existingTag)'},
          {file: 'src/client.js', contains: 'requestAnimationFrame'},
          {file: 'src/utils.js', contains: "tag[primaryAttributeKey].toLowerCase() === 'canonical'"},
        ],
      },
    ],
    why: "Every page's first load carries react-helmet-async (16.3 KB minified, with react-fast-compare, shallowequal and invariant) to keep the head in step with the mounted <Head> elements. Docusaurus and this site use only its children API (title, meta, link, script, html and body attributes); a hand-written module does that with the library's merging rules and DOM updates. The server still renders with the library, so every built page is byte for byte the same.",
    gain: 'first-load JS: 4.0 KB gzip less on every page (home, doc and GraphQL page alike: the gzip sizes of the scripts each page lists, 25 Nov 2026); server tags are no longer removed and added again during hydration (stock: 0 to 19 per page load in four runs, tests/parity/head.test.ts)',
    risk: 'A title, meta, canonical or structured-data tag that differs from stock after hydration or a client-side navigation, or a duplicate one: the parity test compares the title, html and body attributes and every data-rh tag of the home, a doc, a GraphQL type, the search and a 404 page, after load and after navigating between them and back; the unit test renders the same <Head> trees with the library and with the patch on jsdom and compares the heads.',
    tests: ['tests/parity/head.test.ts', 'tests/unit/lean-head.test.ts'],
  },
  {
    name: 'prism-stub',
    kind: 'runtime',
    folder: 'plugins/patches/prism-stub',
    replaces:
      "prism-react-renderer in the page bundles (the `Prism` of the theme's language-loading client module is empty; its `Highlight` stub serves a stock CodeBlock/Content), theme-classic's CodeBlock string content (its metadata is computed at build time by theme-common's createCodeBlockMetadata, plugins/highlight-code) and CodeBlock/Content (the lines as one HTML string from the build-time tokens)",
    mechanism: 'module alias',
    upstream: [
      {
        package: 'prism-react-renderer',
        writtenAgainst: '2.4.1',
        range: '>=2.4.0 <3',
        internals: [{file: 'package.json'}],
      },
      docusaurus('theme-classic', [
        {file: 'lib/theme/CodeBlock/Content/index.js', contains: "import {Highlight} from 'prism-react-renderer'"},
        {
          file: 'lib/theme/CodeBlock/Content/index.js',
          contains: '<Highlight theme={prismTheme} code={code} language={language}>',
        },
        {
          file: 'lib/theme/CodeBlock/Content/index.js',
          contains: '{({className, style, tokens: lines, getLineProps, getTokenProps}) => (',
        },
        {file: 'lib/theme/CodeBlock/index.js', contains: 'key={String(isBrowser)}'},
        {file: 'lib/theme/CodeBlock/Line/index.js', contains: 'getTokenProps({token})'},
        // The markup plugins/patches/prism-stub/linesHtml.ts writes for each line.
        {
          file: 'lib/theme/CodeBlock/Line/index.js',
          contains: "line.length === 1 && line[0].content === '\\n' ? line[0] : undefined;",
        },
        {
          file: 'lib/theme/CodeBlock/Line/index.js',
          contains: 'className: clsx(classNames, showLineNumbers && styles.codeLine),',
        },
        {file: 'lib/theme/CodeBlock/Line/index.js', contains: '<span className={styles.codeLineNumber} />'},
        // What src/theme/CodeBlock does instead of the string content, and the magic comments the build uses.
        {file: 'lib/theme/CodeBlock/Content/String.js', contains: 'return createCodeBlockMetadata({'},
        {
          file: 'lib/theme/CodeBlock/Content/String.js',
          contains: '<CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>',
        },
        {file: 'lib/options.js', contains: "line: 'highlight-next-line',"},
        {file: 'lib/theme/prism-include-languages.js', contains: 'additionalLanguages'},
        {file: 'lib/prism-include-languages.js', contains: "import { Prism } from 'prism-react-renderer';"},
      ]),
      // The module whose parser part plugins/highlight-code/metadata.ts evaluates at build time and codeBlockUtilsLoader.cjs leaves out of the browser build.
      docusaurus('theme-common', [
        {file: 'lib/utils/codeBlockUtils.js', contains: 'export function getPrismCssVariables('},
        {file: 'lib/utils/codeBlockUtils.js', contains: 'export function createCodeBlockMetadata(params)'},
        {file: 'lib/utils/codeBlockUtils.js', contains: "import rangeParser from 'parse-numeric-range';"},
        {file: 'lib/utils/codeBlockUtils.js', contains: "import { ReactContextError } from './reactUtils';"},
      ]),
    ],
    why: "The stock CodeBlock highlights in the browser with Prism and its grammars in every page's main bundle, and renders each block twice (server, then again after hydration). Here the tokens come from the build and Prism stays out of the browser, with class names and no inline colours. The build also runs theme-common's own createCodeBlockMetadata on each MDX block (title, line numbers, highlighted lines, magic-comment lines removed) and the page carries the result instead of the metastring, so the metastring and magic-comment parser (a loader leaves that part of theme-common's module out of the browser build) and parse-numeric-range stay out of the browser; the tokens travel as runs of lengths and types over the code the page shows, not a second copy of its text; and each block's lines are one HTML string inside the stock <pre>/<code>, not a React element per line and token.",
    gain: '29.9 KB gzip of first-load JS on a doc page, 30.7 KB on the home page (bench:patches); no re-render of code blocks after hydration. Metadata at build time and runs: 1.4 KB more on a doc page; lines as one HTML string: 0.6 KB more on a doc page, 1.7 KB on the GraphQL object page, and a few elements per block for React instead of one per line and token; the parser part of the theme-common module left out of the browser build and the metastrings dropped: 0.2 KB more on a doc page (gzip sizes of the scripts each page lists, 26 Nov 2026)',
    risk: "Tokens or colours that differ from the browser Prism, or a block whose lines, highlighted lines, numbers or title differ from the stock theme: the parity test compares every code token and its classes, in light and dark, on pages with TypeScript, Move and shell samples; the unit tests compare the build-time metadata with what the page gets back, and the lines HTML rule for rule with the theme's line markup; tests/parity/code-blocks.test.ts compares each block's DOM, copies code and toggles word wrap on both builds.",
    tests: [
      'tests/parity/content.test.ts',
      'tests/unit/highlight-code.test.ts',
      'tests/unit/prism-stub.test.ts',
      'tests/unit/code-lines-html.test.ts',
      'tests/parity/code-blocks.test.ts',
    ],
  },
  {
    name: 'lazy-doc-sidebar',
    kind: 'runtime',
    folder: 'src/theme/DocSidebar',
    replaces: '@docusaurus/theme-classic DocSidebar',
    mechanism: 'swizzle (eject)',
    upstream: [docusaurus('theme-classic', [{file: 'lib/theme/DocSidebar/index.js', contains: 'useWindowSize'}])],
    why: 'On a phone the stock component hydrates the hidden desktop sidebar and then deletes it (about 1,900 React fibers on the GraphQL reference); here it stays inert HTML until the window becomes desktop-wide.',
    gain: '0.3 KB gzip; about 1,900 fewer React fibers on phones on GraphQL pages. Alone within the noise (bench:patches, 25 Nov 2026); with the other five start-up patches off too, TBT 0 -> 100 ms on the doc page and 2 -> 189 ms on the GraphQL page, Performance 100 -> 99 / 97 (the group row of bench:patches)',
    risk: 'A sidebar that never becomes interactive on resize: the parity tests compare the sidebar on desktop and mobile.',
    tests: ['tests/parity/content.test.ts', 'tests/e2e/navbar.test.ts'],
  },
  {
    name: 'lazy-mobile-menu',
    kind: 'runtime',
    folder: 'src/theme/Navbar/MobileSidebar',
    replaces: '@docusaurus/theme-classic Navbar/MobileSidebar (wrapped)',
    mechanism: 'swizzle (wrap)',
    upstream: [docusaurus('theme-classic', [{file: 'lib/theme/Navbar/MobileSidebar/index.js'}])],
    why: 'The stock menu renders the whole doc sidebar right after hydration although it stays hidden; here it is built when the reader starts using the page, in idle time, or at once when the menu opens.',
    gain: 'The hidden phone menu is not built during start-up. Alone within the noise (bench:patches, 25 Nov 2026); with the other five start-up patches off too, TBT 0 -> 100 ms on the doc page and 2 -> 189 ms on the GraphQL page, Performance 100 -> 99 / 97 (the group row of bench:patches)',
    risk: 'A menu that opens empty: the e2e navbar test opens it on a phone, the parity test compares its items with the stock menu.',
    tests: ['tests/e2e/navbar.test.ts', 'tests/parity/content.test.ts'],
  },
  {
    name: 'lazy-mermaid',
    kind: 'runtime',
    folder: 'src/theme/Mermaid',
    replaces: '@docusaurus/theme-mermaid Mermaid (ejected)',
    mechanism: 'swizzle (eject)',
    upstream: [
      docusaurus('theme-mermaid', [
        {file: 'lib/theme/Mermaid/index.js', contains: 'useMermaidRenderResult'},
        {file: 'lib/client/index.js', contains: 'export function useMermaidRenderResult'},
        // The import the ejected component makes first, so that the theme's (kept for good) never fails.
        {file: 'lib/client/loadMermaid.js', contains: "import('mermaid')"},
      ]),
    ],
    why: "Mermaid (about 190 KB gzip) loads and draws only when a diagram comes near the screen, not on every page load. Its component also shows a diagram whose code fails to load in the site's red box with a Retry that loads it again (with the patch off, the stock fallback: the bare message and a Try again that cannot). The theme's renderer (./Drawing.tsx) loads with Mermaid, so pages that do not draw do not download it.",
    gain: '152.6 KB gzip less first-load JS on a doc page with a diagram, TBT 2.4 s lower (bench:patches)',
    risk: 'A diagram that never draws: the content-rendering e2e test scrolls to one, the parity test compares every diagram of its pages with the stock drawing, the failure-states test draws one after its code failed to load.',
    tests: ['tests/e2e/content-rendering.test.ts', 'tests/parity/content.test.ts', 'tests/e2e/failure-states.test.ts'],
  },
  {
    name: 'single-version',
    kind: 'runtime',
    folder: 'plugins/patches/single-version',
    replaces:
      '@docusaurus/theme-classic DocVersionBanner and DocVersionBadge (replaced by components that render nothing), and @docusaurus/plugin-content-docs lib/client/docsPreferredVersion.js (a bundler loader gives a module that prefers no version)',
    mechanism: 'swizzle (replace)',
    upstream: [
      docusaurus('theme-classic', [
        {file: 'lib/theme/DocVersionBanner/index.js', contains: 'useDocVersionSuggestions'},
        {file: 'lib/theme/DocVersionBadge/index.js', contains: 'versionMetadata.badge'},
      ]),
      // The module ./preferredVersionLoader.cjs replaces, with the three exports its importers use.
      docusaurus('plugin-content-docs', [
        {
          file: 'lib/client/docsPreferredVersion.js',
          contains: 'export function DocsPreferredVersionContextProvider({ children, }) {',
        },
        {
          file: 'lib/client/docsPreferredVersion.js',
          contains: 'export function useDocsPreferredVersion(pluginId = DEFAULT_PLUGIN_ID) {',
        },
        {file: 'lib/client/docsPreferredVersion.js', contains: 'export function useDocsPreferredVersionByPluginId() {'},
        {file: 'lib/client/docsPreferredVersion.js', contains: 'DocsPreferredVersionStorage.save('},
      ]),
    ],
    why: 'The site publishes one version of its docs, for which the stock banner and badge render nothing, yet every doc page downloads them with the version-suggestion code they call. The patch renders nothing without that code. The docs plugin also keeps, in every page, the version a reader last chose (localStorage), which only a version dropdown or the banner saves and which with one version resolves to that version anyway; a bundler loader gives its module one that prefers none. The plugin stops the build when a docs version would show a banner or a badge, or a docs plugin gets a second version.',
    gain: 'first-load JS of a doc page: 0.7 KB gzip less (bench:patches, 25 Nov 2026); the preferred-version module 0.4 KB more on every page (gzip sizes of the scripts each page lists, 26 Nov 2026); no runtime difference',
    risk: 'A versioned docs set whose banner, badge or version choice is missing: the plugin refuses to build then (unit test), and the parity tests compare every doc page type with the stock build.',
    tests: ['tests/unit/single-version.test.ts', 'tests/parity/content.test.ts'],
  },
  {
    name: 'ssg-cache',
    kind: 'build',
    folder: 'plugins/patches/ssg-cache',
    replaces:
      "@docusaurus/core lib/ssg/ssgExecutor.js: `executeSSG` (server rendering of every route), wrapped by a cache of the last build's pages",
    mechanism: 'wrapped export',
    upstream: [
      docusaurus('core', [
        // The build command reads the export at call time, so replacing it on the module reaches the build.
        {file: 'lib/ssg/ssgExecutor.js', contains: 'exports.executeSSG = executeSSG;'},
        {file: 'lib/commands/build/buildLocale.js', contains: '(0, ssgExecutor_1.executeSSG)({'},
        // The inputs of a page: the params the renderer gets (the key covers each of them).
        {
          file: 'lib/ssg/ssgParams.js',
          contains: 'ssgTemplateContent: props.siteConfig.ssrTemplate ?? ssgTemplate_html_1.default,',
        },
        // Where a route's page is written (pageFile copies it).
        {file: 'lib/ssg/ssgUtils.js', contains: 'return `${outputFileName}.html`;'},
        // What is collected per page and returned to the build (kept in the cache as JSON).
        {file: 'lib/ssg/ssgRenderer.js', contains: 'function reduceCollectedData(pageCollectedData) {'},
        // The manifest is only looked up by key, and only each asset's file is written (the key hashes that much of it).
        {
          file: 'lib/ssg/ssgTemplate.js',
          contains: '(0, react_loadable_ssr_addon_v5_slorber_1.getBundles)(manifest, modulesToBeLoaded)',
        },
        {file: 'lib/ssg/ssgTemplate.js', contains: 'const scripts = (bundles.js ?? []).map((b) => b.file);'},
        {file: 'lib/ssg/ssgTemplate.js', contains: 'const stylesheets = (bundles.css ?? []).map((b) => b.file);'},
      ]),
      {
        package: 'react-loadable-ssr-addon-v5-slorber',
        writtenAgainst: '1.0.3',
        range: '>=1.0.3 <2',
        internals: [{file: 'lib/getBundles.js', contains: 'Object.keys(manifest.assets[asset] || {})'}],
      },
    ],
    why: 'Docusaurus renders all ~820 pages on the server in every build, about 5 s of a warm rebuild on two cores, even when nothing they depend on changed. When the server bundle (every file of it), the client manifest, the page template, the tags and options Docusaurus passes to it, the routes and the installed packages hash to the key of the previous build, the previous pages (checked by SHA-256) and their collected links, anchors and head data are used instead.',
    gain: 'A warm rebuild with nothing changed renders no page: SSG 8.0-11.2 s -> 0.19-0.40 s, the build 18.2-19.0 -> 10.3-11.1 s CPU (user+sys; three back-to-back pairs, the cache emptied before each rendering build, load 9-15 on 2 cores, 26 Nov 2026; ARCHITECTURE.md: Measured). None when an edit reaches the server bundle (one doc edited, or a config value the pages carry): every page is rendered, plus ~0.3 s to hash the inputs and keep the pages',
    risk: 'A page that should have changed but comes from the cache: the key covers every input the renderer receives, any change to one renders every page again; the unit test changes each input in turn and checks that the pages are rendered again, and that a hit writes the same files and returns the same data.',
    tests: ['tests/unit/ssg-cache.test.ts'],
  },
  {
    name: 'linear-graphql-types',
    kind: 'build',
    folder: 'plugins/patches/linear-graphql-types',
    replaces:
      '@graphql-markdown/graphql: getTypeFromSchema (dist/introspection.js), while the GraphQL reference is generated',
    mechanism: 'module export',
    upstream: [
      {
        package: '@graphql-markdown/graphql',
        writtenAgainst: '1.2.2',
        range: '>=1.2.0 <1.3.0',
        internals: [
          {file: 'dist/introspection.js', contains: 'return { ...res, [key]: typeMap[key] };'},
          {file: 'dist/introspection.js', contains: '(0, exports.getTypeFromSchema)(schema, type_1.GraphQLObjectType)'},
          {file: 'dist/guard.js', contains: 'exports.instanceOf = instanceOf'},
        ],
      },
    ],
    why: "GraphQL-Markdown collects a schema's types of one kind by spreading the object built so far once per type (quadratic), six times for every relation section of every generated page; the same object built with one assignment per type takes a second or more less of the serial config phase of a cold build.",
    gain: 'generating the GraphQL reference: 3.1-3.7 -> 2.3 s CPU and 6.2-8.0 -> 3.7-4.6 s wall of the serial config phase (two alternating runs each, load 6-8, 26 Nov 2026); the same 272 files',
    risk: 'An upstream change to what the function returns: the guard stops the build if the spread is gone, and the unit test compares the two functions on the Sui schema, key for key and in order.',
    tests: ['tests/unit/linear-graphql-types.test.ts'],
  },
];

export const SWIZZLES: ReadonlyArray<Swizzle> = [
  {
    component: 'CodeBlock',
    how: 'eject',
    upstreamFile: classicFile('CodeBlock'),
    writtenAgainst: DOCUSAURUS,
    patch: 'prism-stub',
    why: "The stock component keys each block by useIsBrowser() in its own render, so every block is built again after hydration; no wrapper can take the key off. Its string branch (CodeBlock/Content/String) is written in with the metadata the build prepared (plugins/highlight-code) instead of parsing the metastring and magic comments, and it provides the block's build-time tokens to CodeBlock/Content (plugins/patches/prism-stub).",
  },
  {
    component: 'CodeBlock/Content',
    how: 'replace',
    upstreamFile: `${CLASSIC}/lib/theme/CodeBlock/Content/index.js`,
    writtenAgainst: DOCUSAURUS,
    patch: 'prism-stub',
    why: "The same <pre> and <code> (classes, tab stop, word-wrap ref, line-number counter), with the lines as one HTML string from the build-time tokens (plugins/patches/prism-stub/linesHtml.ts: CodeBlock/Line's markup, plain text bare) instead of prism-react-renderer's Highlight and a Line and Token element per line and token.",
  },
  {
    component: 'prism-include-languages',
    how: 'replace',
    upstreamFile: `${CLASSIC}/lib/theme/prism-include-languages.js`,
    writtenAgainst: DOCUSAURUS,
    patch: 'prism-stub',
    why: 'No Prism in the browser, so no language to load there. With the patch off, plugins/patches/prism-stub/browserLanguages.ts loads them (and the Move grammar) as the stock hook would.',
  },
  {
    component: 'DocItem',
    how: 'wrap',
    upstreamFile: classicFile('DocItem'),
    writtenAgainst: DOCUSAURUS,
    patch: 'lean-docs',
    why: "Provides the card descriptions that lean-docs puts on the page's route.",
  },
  {
    component: 'DocCategoryGeneratedIndexPage',
    how: 'wrap',
    upstreamFile: classicFile('DocCategoryGeneratedIndexPage'),
    writtenAgainst: DOCUSAURUS,
    patch: 'lean-docs',
    why: "Provides the card descriptions that lean-docs puts on a generated-index page's route.",
  },
  {
    component: 'NavbarItem/DocSidebarNavbarItem',
    how: 'replace',
    upstreamFile: `${CLASSIC}/lib/theme/NavbarItem/DocSidebarNavbarItem.js`,
    writtenAgainst: DOCUSAURUS,
    patch: 'lean-docs',
    why: "Tells whether the page is in the item's sidebar from the route table, not from the list of every doc that lean-docs drops from the global data.",
  },
  {
    component: 'NavbarItem/ComponentTypes',
    how: 'replace',
    upstreamFile: `${CLASSIC}/lib/theme/NavbarItem/ComponentTypes.js`,
    writtenAgainst: DOCUSAURUS,
    patch: 'lean-docs',
    why: 'Leaves out the doc and version item types, which read the list of every doc (~1.4 KB gzip); config/navbar.ts refuses them.',
  },
  {
    component: 'DocSidebarItem',
    how: 'wrap',
    upstreamFile: classicFile('DocSidebarItem'),
    writtenAgainst: DOCUSAURUS,
    patch: 'steady-navigation',
    why: 'React.memo around the stock item: an item that neither is nor holds the active page, before and after a navigation, keeps its render instead of rendering again with the new path.',
  },
  {
    component: 'DocSidebar',
    how: 'eject',
    upstreamFile: classicFile('DocSidebar'),
    writtenAgainst: DOCUSAURUS,
    patch: 'lazy-doc-sidebar',
    why: 'Keeps the server-rendered desktop sidebar inert on phones instead of hydrating and deleting it.',
  },
  {
    component: 'Navbar/MobileSidebar',
    how: 'wrap',
    upstreamFile: classicFile('Navbar/MobileSidebar'),
    writtenAgainst: DOCUSAURUS,
    patch: 'lazy-mobile-menu',
    why: 'Builds the mobile menu when the reader starts using the page instead of right after hydration.',
  },
  {
    component: 'Mermaid',
    how: 'eject',
    upstreamFile: '@docusaurus/theme-mermaid/lib/theme/Mermaid/index.js',
    writtenAgainst: DOCUSAURUS,
    patch: 'lazy-mermaid',
    why: "Loads Mermaid when a diagram comes near the screen. Ejected rather than wrapped: a diagram whose code fails to load shows the site's red box with a Retry that loads it again, where the stock component's own error boundary shows the bare message and a Try again that cannot (the theme keeps a failed import of Mermaid for good); so Mermaid is imported first by the wrapper, and the stock drawing (the theme's useMermaidRenderResult) is rendered inside the site's boundary.",
  },
  {
    component: 'DocCardList',
    how: 'wrap',
    upstreamFile: classicFile('DocCardList'),
    writtenAgainst: DOCUSAURUS,
    why: "Leaves a section landing page's own card out of its list, and fills card descriptions from lean-docs when it is on.",
    stays: 'Feature: a landing page does not link to itself (spec, section landings).',
  },
  {
    component: 'DocItem/Footer',
    how: 'wrap',
    upstreamFile: classicFile('DocItem/Footer'),
    writtenAgainst: DOCUSAURUS,
    why: 'Adds "Verified against Sui <release> on <date>" from the page\'s verified_against front matter under the stock footer\'s "Edit this page" and "Last updated" row, which the docs plugin fills (showLastUpdateTime, editUrl). The stock footer is rendered as it is; no component inside it sees the front matter, and the stock row is not rendered at all on a page with neither a date nor an edit link (a shallow clone, no repository configured), where the line must still show. Under it, the "Was this page helpful?" widget (src/components/PageFeedback), on doc pages only.',
    stays:
      'Feature: each page says when and against which release it was verified (issue 27), and asks whether it helped (issue 26).',
  },
  {
    component: 'DocBreadcrumbs',
    how: 'wrap',
    upstreamFile: classicFile('DocBreadcrumbs'),
    writtenAgainst: DOCUSAURUS,
    why: 'Puts the page actions menu (copy the page as Markdown, view it as Markdown, open it in ChatGPT or Claude: src/components/PageActions) at the end of the breadcrumbs line, above the title of every doc and generated-index page. The stock breadcrumbs are rendered as they are; the breadcrumbs are the one component both page types render above their title, and the server renders only the button, its menu loading on first use.',
    stays: 'Feature: every page as Markdown for people and AI tools (issue 26).',
  },
  {
    component: 'DocCard/Heading/Icon',
    how: 'wrap',
    upstreamFile: classicFile('DocCard/Heading/Icon'),
    writtenAgainst: DOCUSAURUS,
    why: "Draws the stock card's fallback icons (📄️ page, 🗃 category, 🔗 external link) as SVG: the emoji render as empty boxes where no emoji font is installed. The stock span and classes stay; an emoji a writer put at the start of a label is kept. The smallest component that receives the icon: DocCard computes it inside and passes it down as a prop.",
    stays: 'Feature: card icons that render on every system.',
  },
  {
    component: 'Navbar/Layout',
    how: 'eject',
    upstreamFile: classicFile('Navbar/Layout'),
    writtenAgainst: DOCUSAURUS,
    why: "Uses its own hide-on-scroll hook (./useHideableNavbar.ts, from theme-common's useHideableNavbar) that shows the navbar when the reader arrives at a heading link, where the stock hook hides it. No wrapper can: the stock layout calls the hook (from @docusaurus/theme-common/internal) in its own render and keeps the visibility as that hook's state, and its only prop is children; a wrapper could only fight the hidden class with CSS and a second copy of the hook's logic, or fake the router location (then the jump to the heading hides the navbar anyway). See the file's header. Next to the backdrop that closes the phone menu on a click, Escape closes it and gives focus back to its button (./useCloseOnEscape.ts).",
    stays: 'Feature: the spec asks for the navbar on arrival at a heading link; the phone menu closes on Escape.',
  },
  {
    component: 'AnnouncementBar',
    how: 'eject',
    upstreamFile: classicFile('AnnouncementBar'),
    writtenAgainst: DOCUSAURUS,
    why: 'A named region instead of a second banner landmark (axe), and a new announcement shows although an older one was dismissed.',
    stays: 'Feature: accessibility and the announcement behaviour the spec describes.',
  },
  {
    component: 'Footer/Layout',
    how: 'eject',
    upstreamFile: classicFile('Footer/Layout'),
    writtenAgainst: DOCUSAURUS,
    why: "Adds the brand row and the analytics switch to the stock layout's columns and copyright.",
    stays: 'Feature: the footer the spec describes, and the analytics opt-out.',
  },
  {
    component: 'Root',
    how: 'wrap',
    upstreamFile: '@docusaurus/core/lib/client/theme-fallback/Root/index.js',
    writtenAgainst: DOCUSAURUS,
    why: "While the browser is offline, holds a link's navigation (the router's history.block) until the page's code has loaded, and when it cannot, keeps the reader on their page with the red box and Retry, where Docusaurus' PendingNavigation would reload the window into the browser's offline error page. Root is the component around the app inside the router, so it has the history; no client module does.",
    stays: 'Feature: a link followed offline keeps the page the reader was reading (issue 29).',
  },
  {
    component: 'NotFound/Content',
    how: 'wrap',
    upstreamFile: classicFile('NotFound/Content'),
    writtenAgainst: DOCUSAURUS,
    why: "Sets the not-found page's title (theme.NotFound.title, as the stock NotFound page does) and a meta description (Lighthouse SEO asks for one): the docs are served at /, so the docs plugin's DocRoot answers every unknown path with this content alone, and the tab showed only the site title. The stock content it wraps loads when shown (React.lazy; the server renders it in full), since DocRoot imports this on every doc page.",
    stays: 'Feature: the not-found page\'s title, "Page Not Found | Sui Documentation".',
  },
  {
    component: 'Error',
    how: 'replace',
    upstreamFile: '@docusaurus/core/lib/client/theme-fallback/Error/index.js',
    writtenAgainst: DOCUSAURUS,
    why: "The crash page in the site layout with the spec's wording and a Try again button.",
    stays: "Feature: the spec's crash page.",
  },
  {
    component: 'MDXComponents',
    how: 'wrap',
    upstreamFile: classicFile('MDXComponents'),
    writtenAgainst: DOCUSAURUS,
    why: 'Wide tables take keyboard focus so they can be scrolled (axe: scrollable-region-focusable). Adds `Term` (src/components/Term), the glossary term with its definition in a tooltip, so that pages use it without an import.',
    stays: 'Feature: accessibility, and glossary tooltips (issue 26).',
  },
  {
    component: 'SearchBar',
    how: 'eject',
    upstreamFile: '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js',
    writtenAgainst: DOCUSAURUS,
    why: 'Loads DocSearch on first open and answers from the local index, or from hosted Algolia when configured.',
    stays: 'Feature: offline search.',
  },
  {
    component: 'SearchPage',
    how: 'replace',
    upstreamFile: '@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js',
    writtenAgainst: DOCUSAURUS,
    why: '/search answered by the local index or hosted Algolia through one client.',
    stays: 'Feature: offline search.',
  },
  {
    component: 'SearchTranslations',
    how: 'wrap',
    upstreamFile: '@docusaurus/theme-search-algolia/lib/theme/SearchTranslations/index.js',
    writtenAgainst: DOCUSAURUS,
    why: 'The modal\'s texts as the spec words them ("No results for").',
    stays: "Feature: the spec's wording.",
  },
  {
    component: 'DocVersionBanner',
    how: 'replace',
    upstreamFile: classicFile('DocVersionBanner'),
    writtenAgainst: DOCUSAURUS,
    patch: 'single-version',
    why: 'Renders nothing, as the stock banner does for the one docs version this site has, without its version-suggestion code.',
  },
  {
    component: 'DocVersionBadge',
    how: 'replace',
    upstreamFile: classicFile('DocVersionBadge'),
    writtenAgainst: DOCUSAURUS,
    patch: 'single-version',
    why: 'Renders nothing, as the stock badge does for a version without `badge`.',
  },
];

export const PATCH_NAMES: ReadonlyArray<PatchName> = PATCHES.map((p) => p.name);

export function patchByName(name: PatchName): Patch {
  const patch = PATCHES.find((p) => p.name === name);
  if (!patch) throw new Error(`plugins/patches/registry: no patch named ${name}`);
  return patch;
}
