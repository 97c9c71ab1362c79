/**
 * prism-stub: no Prism in the browser. Code is highlighted at build time
 * (plugins/highlight-code, a site feature), and the page bundles get ./prismStub.ts for
 * `prism-react-renderer`: its `Highlight` hands those tokens to the stock CodeBlock/Content,
 * src/theme/CodeBlock provides them (its `BuildTimeTokens` context), and the theme's client module
 * that imports `Prism` on every page gets an empty one (./prism.ts), without `Highlight`.
 * Upstream: @docusaurus/theme-classic 3.10.2, prism-react-renderer 2.4.1.
 * Gain: about 31 KB gzip of first-load JavaScript on every page (npm run bench:patches).
 * Switch: SUI_DOCS_STOCK=prism-stub puts back the stock CodeBlock, which highlights in the
 * browser, with ./browserLanguages.ts loading the extra languages and Move there.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {packageDir} from '../../sui-api-reference/packages';
import {UPSTREAM_MARKERS} from '../../highlight-code/metadata';
import {loaderRule} from '../loaderRule';

/** Theme-classic's client module that imports `Prism` to load languages into it (in every page's main bundle). */
export const LANGUAGES_CLIENT_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages.js',
);

/** Theme-common's code-block module, whose parser part the browser build leaves out. */
export const CODE_BLOCK_UTILS = path.join(packageDir('@docusaurus/theme-common'), 'lib/utils/codeBlockUtils.js');

export default function prismStub(): Plugin {
  return {
    name: 'prism-stub',
    configureWebpack(_config, isServer) {
      return {
        resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'prismStub.ts')}},
        // The imports of that client module resolve `prism-react-renderer` to the bare `Prism`
        // (a rule's resolve options apply to the dependencies of the modules it matches, merged
        // into the ones above), so that `Highlight` stays out of the main bundle.
        module: {
          rules: [
            {
              test: LANGUAGES_CLIENT_MODULE,
              resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'prism.ts')}},
            },
            // Only theme-common's metastring parser (createCodeBlockMetadata) uses it, which the
            // build now runs instead of the browser (src/theme/CodeBlock); the package does not
            // say it has no side effects, so its bare import would keep it in the page bundles.
            {test: /[\\/]node_modules[\\/]parse-numeric-range[\\/]/, sideEffects: false},
            // The browser gets theme-common's code-block module without that parser
            // (./codeBlockUtilsLoader.cjs), cut where the build-time copy of it ends.
            ...(isServer
              ? []
              : [
                  loaderRule(
                    [CODE_BLOCK_UTILS],
                    [{loader: path.join(__dirname, 'codeBlockUtilsLoader.cjs'), options: {end: UPSTREAM_MARKERS.end}}],
                  ),
                ]),
          ],
        },
      };
    },
  };
}
