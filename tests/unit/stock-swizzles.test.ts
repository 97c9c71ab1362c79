import {test} from 'node:test';
import assert from 'node:assert/strict';
import stockSwizzles from '../../plugins/patches/stockSwizzles';

test('a build with patches off resolves their swizzles to the theme', () => {
  const config = {
    resolve: {
      alias: {
        '@theme/Mermaid': '/site/src/theme/Mermaid',
        '@theme-original/Mermaid': '/theme-mermaid/lib/theme/Mermaid',
        '@theme/DocItem': '/site/src/theme/DocItem',
        '@theme-original/DocItem': '/theme-classic/lib/theme/DocItem',
      },
    },
  };
  stockSwizzles(new Set(['lazy-mermaid', 'lean-docs'])).configureWebpack!(
    config as never,
    false,
    {} as never,
    {} as never,
  );
  assert.equal(config.resolve.alias['@theme/Mermaid'], '/theme-mermaid/lib/theme/Mermaid');
  assert.equal(config.resolve.alias['@theme/DocItem'], '/theme-classic/lib/theme/DocItem');
});
