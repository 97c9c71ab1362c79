/**
 * The site's configuration, meant to read as a table of contents: each part lives in a
 * module of its own (config/ for settings read from the environment and the theme's
 * settings, plugins/ for site features, plugins/patches/ for the framework patches and
 * their switch). ARCHITECTURE.md describes how a page travels through them.
 */
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {docsEditUrl, readSiteEnv} from './config/env';
import {lastUpdateVcs} from './config/gitHistory';
import {readAnalyticsEnv} from './config/analytics';
import {analyticsPlugins} from './plugins/analytics';
import {readSearchEnv} from './config/search';
import {themeConfig} from './config/themeConfig';
import {readApiReferencesEnabled} from './config/apiReferences';
import {sidebarItemsGenerator} from './config/sidebarItems';
import {linkRules, markdownLinkRules} from './config/buildRules';
import {assertRedirects, clientRedirects, readRedirects, readSiteRoutes} from './config/redirectMap';
import localSearch from './plugins/local-search';
import pageMarkdown from './plugins/page-markdown';
import buildCache from './plugins/build-cache';
import bundleReport from './plugins/bundle-report';
import remarkCodeSamples from './plugins/remark-code-samples';
import remarkGlossary from './plugins/remark-glossary';
import highlightCode, {remarkHighlightCode} from './plugins/highlight-code';
import {applyPatches} from './plugins/patches';
import {graphqlMarkdownOptions, graphqlReferenceDocs, prepareApiReferences} from './plugins/sui-api-reference';

// The built pages are not minified: React's server output is compact already, and the
// minifier Docusaurus would use (html-minifier-terser: the SWC one is off, see `faster`
// below) took ~6 s of CPU per build for 1.2 % fewer HTML bytes, 2.3 % with brotli (about
// 200 bytes a page as served; ARCHITECTURE.md#the-html-minifier). Docusaurus's own switch;
// it reaches the page-rendering worker threads, which start after this file is read.
// SKIP_HTML_MINIFICATION=false in the environment minifies again.
process.env.SKIP_HTML_MINIFICATION ??= 'true';

const env = readSiteEnv();
const search = readSearchEnv();
const apiReferences = readApiReferencesEnabled();
const analytics = readAnalyticsEnv();
// Framework patches (plugins/patches, ARCHITECTURE.md): SUI_DOCS_STOCK switches them off.
const patches = applyPatches();
// Moved addresses (config/redirects.json): every target must be a route, or the build stops here.
const redirects = readRedirects();
assertRedirects(redirects, readSiteRoutes());

const config: Config = {
  title: 'Sui Documentation',
  tagline: 'Build on Sui: high throughput, low latency and an asset-oriented programming model built on Move.',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: '/',
  titleDelimiter: '|',
  staticDirectories: ['static'],
  // Docusaurus' page template, with the scripts added once the page has painted (patch page-template).
  ...(patches.ssrTemplate && {ssrTemplate: patches.ssrTemplate}),

  // Rspack and SWC; in 3.10 `faster` is only accepted together with the v4 flags.
  // All v4 flags but CSS cascade layers: their polyfill puts the theme's CSS in layers
  // it boosts with `:not(#\#):not(#\#)`, so the site's unlayered custom.css and CSS
  // modules lost to Infima and the site's colours (chosen for contrast) never applied.
  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: false,
      siteStorageNamespacing: true,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    // Every faster option (fasterByDefault) but the SWC HTML minifier: @swc/html (1.16.2,
    // and 1.16.21, the newest in the registry) writes a `<` or `>` that follows `&name` in
    // a text or attribute as it is, so `&amp;TokenPolicyCap&lt;T&gt;` reached the browser
    // as `&TokenPolicyCap<T>`: an element <t>, the text lost until React hydrated the page
    // again with an error. No option of it avoids that; Docusaurus's html-minifier-terser
    // keeps entities as they are. Costs about 1 MB (4 %) more HTML, 36 KB (1 %) gzipped,
    // and about 7 s of CPU per build (ARCHITECTURE.md#the-html-minifier). Checked by
    // tests/build/built-html.test.ts and tests/e2e/server-html.test.ts.
    faster: {swcHtmlMinimizer: false},
    // Pages' "Last updated" dates from git (the eager reader of future.faster: one `git log`
    // at start), only from a full history: a shallow clone or no .git gives no date rather
    // than a wrong one (config/gitHistory.ts).
    experimental_vcs: lastUpdateVcs(__dirname),
  },
  // The spec names the browser-storage keys ('theme', 'docusaurus.announcement.*',
  // 'docs-preferred-version-default'): keep them un-namespaced despite the v4 flags.
  storage: {type: 'localStorage', namespace: false},
  // Routes are exact paths without a trailing slash (/concepts, not /concepts/).
  trailingSlash: false,

  ...linkRules,

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {
        label: 'English',
        direction: 'ltr',
        htmlLang: 'en',
        calendar: 'gregory',
        path: 'en',
      },
    },
  },

  markdown: {
    mermaid: true,
    ...markdownLinkRules,
  },
  themes: ['@docusaurus/theme-mermaid'],
  plugins: [
    // The docs, by the stock docs plugin or with lighter route data (patch lean-docs).
    [
      patches.docsPlugin,
      {
        path: 'docs',
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        sidebarItemsGenerator,
        // Fills ```lang file=… blocks from examples/ and hides TypeScript set-up lines; builds
        // the glossary page and each <Term>'s tooltip from config/glossary.json.
        beforeDefaultRemarkPlugins: [
          [remarkCodeSamples, {siteDir: __dirname}],
          [remarkGlossary, {siteDir: __dirname}],
        ],
        remarkPlugins: [remarkHighlightCode],
        rehypePlugins: patches.rehypePlugins,
        lastVersion: 'current',
        versions: {current: {label: 'Next'}},
        // "Last updated on <date of the file's last commit>" and, when SUI_DOCS_REPO_URL is
        // set, "Edit this page" to the file in the repository (config/env.ts).
        showLastUpdateTime: true,
        editUrl: docsEditUrl(env.repository),
      },
    ],
    // The generated GraphQL reference, served by a docs instance of its own (plugins/sui-api-reference).
    apiReferences && graphqlReferenceDocs(__dirname, patches.docsPlugin, patches.rehypePlugins),
    // Adds `docusaurus graphql-to-doc`, which regenerates it by hand with the same options.
    ['@graphql-markdown/docusaurus', {...graphqlMarkdownOptions(__dirname), id: 'sui-graphql'}],
    // Amplitude settings for the footer, and the tag manager: both off unless configured.
    ...analyticsPlugins(analytics),
    // The offline search index, built from the rendered pages (not needed with hosted Algolia).
    (context) => localSearch(context, {enabled: search.mode === 'local'}),
    // Every page as Markdown at <route>.md, and /llms.txt, /llms-full.txt (from the built HTML).
    pageMarkdown,
    // Code is highlighted at build time, with the site's Move grammar.
    highlightCode,
    // The bundler's cache is rebuilt when the site's own loaders, plugins or config change.
    () => buildCache(__dirname),
    // What the JavaScript is made of, for `npm run report:bundle` only (SUI_DOCS_BUNDLE_REPORT).
    bundleReport,
    // A redirect page at each moved address, for static hosts without server rules (nginx and
    // Netlify answer those addresses with a 301 first: scripts/postbuild.ts, config/redirectMap.ts).
    ['@docusaurus/plugin-client-redirects', clientRedirects(redirects)],
    ...patches.plugins,
  ],
  clientModules: ['./src/clientModules/chunkLoadFailure.ts'],
  // searchMode: read by src/theme/SearchBar and src/theme/SearchPage, 'local' or 'algolia'.
  // pageFeedback, repositoryUrl: src/components/PageFeedback is shown when its answers can go
  // somewhere: 'analytics' (with a new issue in the repository of SUI_DOCS_REPO_URL, if set,
  // for readers who opted out) or 'issue'. Absent when neither is configured, so that such a
  // build carries nothing more to every page.
  customFields: {
    searchMode: search.mode,
    ...((analytics.amplitude || env.repository) && {pageFeedback: analytics.amplitude ? 'analytics' : 'issue'}),
    ...(env.repository && {repositoryUrl: env.repository.url}),
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is added above (patch lean-docs chooses which).
        docs: false,
        blog: false,
        pages: {remarkPlugins: [remarkHighlightCode], rehypePlugins: patches.rehypePlugins},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  // Navbar, footer, announcement, colour mode, code themes and the search UI (config/themeConfig.ts).
  themeConfig: themeConfig(search),
};

/** Generated references first (see plugins/sui-api-reference), then the config. */
export default async function createConfig(): Promise<Config> {
  if (!apiReferences && process.argv.includes('build')) {
    throw new Error(
      'SUI_DOCS_API_REFERENCES=off is for `npm start` only: a build without the GraphQL reference has broken links.',
    );
  }
  await prepareApiReferences(__dirname, {graphql: apiReferences});
  return config;
}
