/**
 * The framework patches a build applies, as Docusaurus plugins and config values, chosen
 * by SUI_DOCS_STOCK (./switch.ts) from the registry (./registry.ts). docusaurus.config.ts
 * reads everything patch-related from here, so a build with every patch off is stock
 * Docusaurus with the site's features. Before returning, the upgrade guard (./guard.ts)
 * checks that every patch that is on still matches the installed packages.
 */
import path from 'node:path';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, PluginConfig, PluginModule} from '@docusaurus/types';
import {leanDocs} from './lean-docs';
import leanRuntime from './lean-runtime';
import codepointSort from './codepoint-sort';
import lazyEmojiCheck from './lazy-emoji-check';
import cachedDateFormat from './cached-date-format';
import steadyNavigation from './steady-navigation';
import {firstScreenRehypePlugins} from './first-screen';
import compileHints from './compile-hints';
import stagedStart from './staged-start';
import progressBar from './progress-bar';
import leanHead from './lean-head';
import prismStub from './prism-stub';
import idlePrefetch from './idle-prefetch';
import singleVersion from './single-version';
import {installSsgCache} from './ssg-cache';
import stockSwizzles from './stockSwizzles';
import switchCache from './switchCache';
import {pageTemplate} from './page-template';
import {assertPatchesHold} from './guard';
import {describeSwitch, readPatchSwitch, type PatchSwitch} from './switch';
import type {PatchName} from './registry';

export {readPatchSwitch, type PatchSwitch} from './switch';

/** The docs plugin: the stock one, or the one with lighter route data (lean-docs). */
export type DocsPluginModule = PluginModule;

/** The stock docs plugin as a module value, with its option validation (Docusaurus reads it off the function). */
const stockDocs = Object.assign(pluginContentDocs.bind(null), {validateOptions}) as unknown as PluginModule;

export interface AppliedPatches {
  readonly switch: PatchSwitch;
  /** For the docs plugin entries (main docs and the GraphQL reference). */
  readonly docsPlugin: DocsPluginModule;
  /** The page template (undefined: Docusaurus's own). */
  readonly ssrTemplate: string | undefined;
  /** The plugins of the patches that are on, and the one that puts stock components back for those that are off. */
  readonly plugins: PluginConfig[];
  /** Rehype plugins for every MDX loader of the site (docs, the GraphQL reference, pages). */
  readonly rehypePlugins: ReturnType<typeof firstScreenRehypePlugins> | [];
}

export function applyPatches(env: Record<string, string | undefined> = process.env): AppliedPatches {
  const sw = readPatchSwitch(env);
  assertPatchesHold(sw.enabled);
  const on = (name: PatchName) => sw.enabled.has(name);
  if (sw.disabled.size > 0) console.log(`[patches] ${describeSwitch(sw)}`);
  const plugins = [
    // Chunks identified by name: smaller route registry and webpack runtime on every page.
    on('lean-runtime') && ((context: LoadContext) => leanRuntime(context, {dropPrismStyles: on('prism-stub')})),
    // No ICU collator while a page hydrates: two client sorts compare by code point.
    on('codepoint-sort') && codepointSort,
    // Card labels that start with a letter skip the slow first use of the emoji check.
    on('lazy-emoji-check') && lazyEmojiCheck,
    // One date formatter per locale and options, not a new one on every render of a doc footer.
    on('cached-date-format') && cachedDateFormat,
    // A navigation does not render the current page again, nor the sidebar items it leaves as they were.
    on('steady-navigation') && steadyNavigation,
    // The main and content chunks compile eagerly, off the main thread (V8's explicit compile hint).
    on('compile-hints') && compileHints,
    // The client starts in short tasks after the first paint.
    on('staged-start') && stagedStart,
    // theme-classic's route progress bar, drawn without the nprogress library.
    on('progress-bar') && progressBar,
    // The browser's head manager is a small module in place of react-helmet-async (the server keeps the library).
    on('lean-head') && leanHead,
    // Code highlighted at build time (plugins/highlight-code): no Prism in the browser.
    on('prism-stub') && prismStub,
    // Route prefetches wait for the reader's first input and idle time.
    on('idle-prefetch') && idlePrefetch,
    // No version banner or badge code: the site has one docs version (the build stops if that changes).
    on('single-version') && singleVersion,
    // The theme's own components for the swizzles of the patches that are off.
    sw.disabled.size > 0 && ((_: LoadContext) => stockSwizzles(sw.disabled)),
    // A bundler cache of its own, so no module compiled under another switch is reused.
    sw.disabled.size > 0 && ((_: LoadContext) => switchCache(sw.disabled)),
  ].filter((p) => p !== false) as PluginConfig[];
  // A rebuild with the same server bundle, manifest and template writes the previous build's pages again.
  if (on('ssg-cache')) installSsgCache(path.resolve(__dirname, '../..'));
  return {
    switch: sw,
    docsPlugin: on('lean-docs') ? leanDocs : stockDocs,
    ssrTemplate: on('page-template') ? pageTemplate : undefined,
    plugins,
    // A long page's first screen renders before the rest on a client-side navigation.
    rehypePlugins: on('first-screen') ? firstScreenRehypePlugins() : [],
  };
}
