import {test} from 'node:test';
import assert from 'node:assert/strict';
import stockSwizzles from '../../plugins/patches/stockSwizzles';

test('a build with patches off resolves their swizzles to the theme', () => {
  const config = {
    resolve: {
      alias: {
        '@theme/Mermaid': '/site/src/theme/Mermaid',
        '@theme-original/Mermaid': '/theme-mermaid/lib/theme/Mermaid',
        '@theme/DocSidebar': '/site/src/theme/DocSidebar',
        '@theme-original/DocSidebar': '/theme-classic/lib/theme/DocSidebar',
      },
    },
  };
  stockSwizzles(new Set(['lazy-mermaid', 'lazy-doc-sidebar'])).configureWebpack!(
    config as never,
    false,
    {} as never,
    {} as never,
  );
  assert.equal(config.resolve.alias['@theme/Mermaid'], '/theme-mermaid/lib/theme/Mermaid');
  assert.equal(config.resolve.alias['@theme/DocSidebar'], '/theme-classic/lib/theme/DocSidebar');
});
