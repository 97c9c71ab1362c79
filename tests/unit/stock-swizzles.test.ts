import {test} from 'node:test';
import assert from 'node:assert/strict';
import {SWIZZLES} from '../../plugins/patches/registry';
import stockSwizzles from '../../plugins/patches/stockSwizzles';

test('a build with patches off resolves their swizzles to the theme', () => {
  // The aliases Docusaurus sets up: @theme/X is the site's swizzle, @theme-original/X the theme's.
  const alias: Record<string, string> = Object.fromEntries(
    SWIZZLES.flatMap((s) => [
      [`@theme/${s.component}`, `/site/src/theme/${s.component}`],
      [`@theme-original/${s.component}`, `/theme/${s.component}`],
    ]),
  );
  const config = {resolve: {alias}};
  stockSwizzles(new Set(['lazy-mermaid', 'lean-docs', 'lazy-doc-sidebar'])).configureWebpack!(
    config as never,
    false,
    {} as never,
    {} as never,
  );
  assert.equal(config.resolve.alias['@theme/Mermaid'], '/theme/Mermaid');
  assert.equal(config.resolve.alias['@theme/DocItem'], '/theme/DocItem');
  assert.equal(config.resolve.alias['@theme/DocSidebar'], '/theme/DocSidebar');
  assert.equal(config.resolve.alias['@theme/DocCategoryGeneratedIndexPage'], '/theme/DocCategoryGeneratedIndexPage');
  // A swizzle of a patch that stays on, and one that is a site feature, keep the site's.
  assert.equal(config.resolve.alias['@theme/CodeBlock'], '/site/src/theme/CodeBlock');
  assert.equal(config.resolve.alias['@theme/SearchBar'], '/site/src/theme/SearchBar');
});
