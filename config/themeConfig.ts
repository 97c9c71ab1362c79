/**
 * The theme's settings (themeConfig in docusaurus.config.ts): navbar, footer, announcement,
 * colour mode, code themes and the DocSearch UI, which answers from the local index or
 * from hosted Algolia (config/search.ts).
 */
import type * as Preset from '@docusaurus/preset-classic';
import {checkNavbarItems} from './navbar';
import {ALGOLIA_FACET_FILTERS, type SearchEnv} from './search';
import {darkCodeTheme, lightCodeTheme} from './prismThemes';
import {ADDITIONAL_LANGUAGES} from '../plugins/highlight-code/languages';

export function themeConfig(search: SearchEnv): Preset.ThemeConfig {
  return {
    image: 'img/og.jpg',
    metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'docs-open-source-2026-11',
      content:
        'Sui Documentation is open source. Found a gap or an error? <a href="/references/contribute/contribution-process">See how to contribute</a>.',
      // Set per colour mode in src/css/custom.css: one fixed colour would stay white in dark mode.
      backgroundColor: 'var(--site-announcement-bar-background)',
      textColor: 'var(--site-announcement-bar-color)',
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: true},
    },
    navbar: {
      title: 'Sui Documentation',
      hideOnScroll: true,
      logo: {alt: 'Sui Documentation home', src: 'img/logo.svg', width: 32, height: 32},
      items: checkNavbarItems([
        {type: 'docSidebar', sidebarId: 'guides', label: 'Guides', position: 'right'},
        {type: 'docSidebar', sidebarId: 'concepts', label: 'Concepts', position: 'right'},
        {type: 'docSidebar', sidebarId: 'standards', label: 'Standards', position: 'right'},
        {type: 'docSidebar', sidebarId: 'references', label: 'References', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
      ]),
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Learn',
          items: [
            {label: 'Concepts', to: '/concepts'},
            {label: 'Object model', to: '/concepts/object-model'},
            {label: 'Glossary', to: '/sui-glossary'},
            {label: 'Sui compared', to: '/sui-compared'},
          ],
        },
        {
          title: 'Build',
          items: [
            {label: 'Install Sui', to: '/guides/developer/getting-started/sui-install'},
            {label: 'Your first app', to: '/guides/developer/first-app'},
            {label: 'Examples', to: '/examples'},
            {label: 'References', to: '/references'},
          ],
        },
        {
          title: 'Operate',
          items: [
            {label: 'Run a full node', to: '/guides/operator/sui-full-node'},
            {label: 'Validator tasks', to: '/guides/operator/validator-tasks'},
            {label: 'Exchange integration', to: '/exchange-integration-guide'},
            {label: 'Security', to: '/sui-security'},
          ],
        },
        {
          title: 'Contribute',
          items: [
            {label: 'Contribution process', to: '/references/contribute/contribution-process'},
            {label: 'Style guide', to: '/style-guide'},
            {label: 'Code of conduct', to: '/code-of-conduct'},
            {label: 'Sui on GitHub', href: 'https://github.com/MystenLabs/sui'},
          ],
        },
      ],
      copyright:
        '© 2024 Sui Foundation. Documentation distributed under the <a href="https://creativecommons.org/licenses/by/4.0/" rel="license noopener noreferrer" target="_blank">CC BY 4.0</a> license.',
    },
    // The DocSearch UI (theme-search-algolia, enabled by this key). Without ALGOLIA_* keys the
    // placeholders below are never sent anywhere: the local client answers every query.
    algolia:
      search.mode === 'algolia'
        ? {
            appId: search.appId,
            apiKey: search.apiKey,
            indexName: search.indexName,
            contextualSearch: false,
            searchParameters: {facetFilters: ALGOLIA_FACET_FILTERS},
            searchPagePath: 'search',
          }
        : {appId: 'local', apiKey: 'local', indexName: 'local', contextualSearch: false, searchPagePath: 'search'},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      // github and dracula with every token at 4.5:1 or more (config/prismThemes.ts).
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Read by the build-time highlighter (plugins/highlight-code), which adds Move.
      additionalLanguages: ADDITIONAL_LANGUAGES,
    },
    mermaid: {theme: {light: 'default', dark: 'dark'}},
  } satisfies Preset.ThemeConfig;
}
