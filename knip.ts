// knip (`npm run check:deps`, also run by `npm test`): every package the code imports is
// declared in package.json, nothing declared goes unused, and no export or file is dead.
import type {KnipConfig} from 'knip';

const config: KnipConfig = {
  entry: [
    'sidebars.ts',
    'scripts/*.ts',
    'tests/**/*.test.ts',
    'src/clientModules/*.ts',
    'src/theme/**/*.{ts,tsx}',
    'plugins/**/*.{ts,tsx,cjs}',
    'examples/**/*.ts',
    'docs/**/*.mdx',
  ],
  // Pages (MDX) import components too: knip compiles them to follow their imports.
  project: ['**/*.{ts,tsx,mjs,cjs,mdx}'],
  ignore: ['tests/fixtures/**'],
  ignoreDependencies: [
    // Named as strings in docusaurus.config.ts / plugins/sui-api-reference, loaded by Docusaurus and graphql-markdown.
    '@docusaurus/plugin-google-tag-manager',
    '@graphql-markdown/printer-legacy',
    '@graphql-tools/graphql-file-loader',
    // Module aliases the patches set up in their bundler config (plugins/patches/lean-runtime, staged-start).
    /^@lean-runtime\//,
    /^@staged-start\//,
    // Provided by @docusaurus/core at build time (@docusaurus/module-type-aliases types it).
    '@docusaurus/ErrorBoundary',
    // Written by the API reference plugin before a build (git-ignored): absent on a fresh clone.
    /^@site\/\.generated/,
  ],
  // The Sui CLI is optional: the content check uses it when installed (scripts/content/checks/examples.ts).
  ignoreBinaries: ['sui'],
};

export default config;
