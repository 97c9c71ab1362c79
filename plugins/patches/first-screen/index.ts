/**
 * On a client-side navigation, a long page shows its first screen before the rest: a rehype
 * plugin in every MDX loader of the site (./rehype.ts) puts the top-level blocks below the
 * first screen inside ./RestOfPage.tsx, which renders them one frame later (see there). The
 * server's HTML, hydration and navigations to a heading are as stock.
 * Upstream: @docusaurus/core 3.10.2 (lib/client/ClientLifecyclesDispatcher.js: the scroll
 * after a navigation), @mdx-js/mdx 3.1.1 and hast-util-to-estree 3.1.3 (the MDX syntax tree
 * the plugin writes). Gain: see the registry (plugins/patches/registry.ts).
 * Switch: SUI_DOCS_STOCK=first-screen.
 */
import path from 'node:path';
import rehypeFirstScreen from './rehype';

export {rehypeFirstScreen};

/** The patch's rehype plugin with its options, for the `rehypePlugins` of every MDX loader. */
export function firstScreenRehypePlugins(): [[typeof rehypeFirstScreen, {component: string}]] {
  return [[rehypeFirstScreen, {component: path.join(__dirname, 'RestOfPage.tsx')}]];
}
