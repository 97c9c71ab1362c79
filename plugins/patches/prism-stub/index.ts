/**
 * prism-stub: no Prism in the browser. Code is highlighted at build time
 * (plugins/highlight-code, a site feature) and src/theme/CodeBlock renders those tokens,
 * so the page bundles get ./prismStub.ts for `prism-react-renderer`, which the theme
 * still imports from a client module on every page.
 * Upstream: @docusaurus/theme-classic 3.10.2, prism-react-renderer 2.4.1.
 * Gain: about 31 KB gzip of first-load JavaScript on every page (npm run bench:patches).
 * Switch: SUI_DOCS_STOCK=prism-stub puts back the stock CodeBlock, which highlights in the
 * browser, with ./browserLanguages.ts loading the extra languages and Move there.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function prismStub(): Plugin {
  return {
    name: 'prism-stub',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'prismStub.ts')}}};
    },
  };
}
