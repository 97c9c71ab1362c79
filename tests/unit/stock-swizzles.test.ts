import {test} from 'node:test';
import assert from 'node:assert/strict';
import stockSwizzles from '../../plugins/patches/stockSwizzles';

test('a build with patches off resolves their swizzles to the theme and keeps a bundler cache of its own', () => {
  const config = {
    resolve: {
      alias: {
        '@theme/Mermaid': '/site/src/theme/Mermaid',
        '@theme-original/Mermaid': '/theme-mermaid/lib/theme/Mermaid',
        '@theme/DocSidebar': '/site/src/theme/DocSidebar',
        '@theme-original/DocSidebar': '/theme-classic/lib/theme/DocSidebar',
      },
    },
    // What Docusaurus sets with Rspack's persistent cache; its version ignores what plugins change.
    experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc'}},
  };
  stockSwizzles(new Set(['lazy-mermaid', 'lazy-doc-sidebar'])).configureWebpack!(config as never, false, {} as never, {} as never);
  assert.equal(config.resolve.alias['@theme/Mermaid'], '/theme-mermaid/lib/theme/Mermaid');
  assert.equal(config.resolve.alias['@theme/DocSidebar'], '/theme-classic/lib/theme/DocSidebar');
  // A cache shared with the patched build would hand back the modules it resolved to src/theme.
  assert.equal(config.experiments.cache.version, 'client-production-en-3.10.2-abc-stock:lazy-doc-sidebar,lazy-mermaid');
});
