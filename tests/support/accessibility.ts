/**
 * axe-core finds no violation on every top-level page, every section and category
 * landing page, and a sample of leaf pages covering each layout (concept, guide, standard,
 * reference, CLI reference tables, the JSON-RPC and GraphQL references, snippets, the
 * not-found page), in light and dark mode, at desktop width (1280 px) and on a phone
 * (390 px). Dark mode is switched the way the toggle does it (the `theme` storage slot),
 * so React re-renders what depends on it, such as Mermaid diagrams; there the colour
 * rules run again (contrast, links in text), the rest ran in light mode. One test per
 * page, both viewports side by side; the pages are split over the files of
 * tests/e2e/accessibility/ so each file stays well within the runner's 180 s limit.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, Page} from 'playwright-core';
import {readManifest, type RouteEntry} from '../../scripts/lib/manifest';
import {GRAPHQL_REFERENCE_ROUTE} from '../../plugins/sui-api-reference/graphql';
import {useBrowser, url} from './browser';
import {COLOUR_RULES, describeViolations, runAxe} from './axe';
import {waitForHydration} from './site';

const GRAPHQL_PAGES = [
  '',
  '/types/objects',
  '/types/objects/object',
  '/types/objects/address',
  '/types/enums/address-transaction-relationship',
  '/types/inputs/address-key',
  '/types/interfaces/iaddressable',
  '/types/scalars/base-64',
  '/types/unions/owner',
  '/types/directives/deprecated',
  '/operations/queries/object',
  '/operations/mutations/execute-transaction-block',
].map((p) => GRAPHQL_REFERENCE_ROUTE + p);

/** Every n-th leaf page of a sidebar, so each section's layouts are covered. */
function sampleLeaves(routes: RouteEntry[], sidebar: RouteEntry['sidebar'], every: number): string[] {
  return routes
    .filter((r) => r.sidebar === sidebar && !r.file.endsWith('/index.mdx'))
    .filter((_, i) => i % every === 0)
    .map((r) => r.path);
}

function pagesToAudit(): string[] {
  const {routes} = readManifest();
  const topLevel = routes.filter((r) => r.sidebar === null).map((r) => r.path);
  const landings = routes.filter((r) => r.file.endsWith('/index.mdx')).map((r) => r.path);
  const leaves = [
    ...(['concepts', 'guides', 'standards', 'references'] as const).flatMap((s) => sampleLeaves(routes, s, 6)),
    ...routes.filter((r) => r.path.startsWith('/references/cli/')).map((r) => r.path),
    ...GRAPHQL_PAGES,
  ];
  return [...new Set([...topLevel, ...landings, ...leaves, '/this-page-does-not-exist'])];
}

const VIEWPORTS = {desktop: {width: 1280, height: 900}, phone: {width: 390, height: 844}} as const;
type Viewport = keyof typeof VIEWPORTS;
type Mode = 'light' | 'dark';

/** Switches colour mode as the toggle does: the `theme` slot, which the theme listens to. */
async function setMode(page: Page, mode: Mode): Promise<void> {
  await page.evaluate((m) => {
    localStorage.setItem('theme', m);
    window.dispatchEvent(new StorageEvent('storage', {key: 'theme', newValue: m, storageArea: localStorage}));
  }, mode);
  await page.waitForFunction((m) => document.documentElement.dataset.theme === m, mode);
}

/** One tab per viewport, kept open across pages; colours are read with transitions off. */
function useTab(browser: () => Browser, viewport: Viewport): () => Promise<Page> {
  let page: Page | undefined;
  after(() =>
    page
      ?.context()
      .close()
      .catch(() => undefined),
  );
  return async () => {
    if (!page) {
      const context = await browser().newContext({viewport: VIEWPORTS[viewport], reducedMotion: 'reduce'});
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = '*,*::before,*::after{transition:none!important;animation:none!important}';
          document.head.append(style);
        });
      });
      page = await context.newPage();
    }
    return page;
  };
}

/**
 * Every rule in light mode; in dark mode the rules that depend on colour (the page's
 * structure, names and roles are the same in both modes). Returns the violations found.
 */
async function audit(tab: () => Promise<Page>, viewport: Viewport, path: string): Promise<string[]> {
  const page = await tab();
  await page.goto(url(path));
  await waitForHydration(page);
  const failures: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    await setMode(page, mode);
    const rules = mode === 'light' ? undefined : COLOUR_RULES;
    failures.push(...describeViolations(`${path} (${viewport}, ${mode})`, await runAxe(page, rules)));
  }
  await setMode(page, 'light');
  return failures;
}

/**
 * Registers the audit of one shard of the pages (every `of`-th page from `shard`), so the
 * audit is spread over several test files: each file must finish within the runner's
 * time limit, and files run side by side.
 */
export function registerAccessibilityTests(shard: number, of: number): void {
  const browser = useBrowser();
  const desktop = useTab(browser, 'desktop');
  const phone = useTab(browser, 'phone');
  const paths = pagesToAudit();

  if (shard === 0) {
    test('the audit covers the top-level pages, the landings and 30 leaf pages or more', () => {
      const {routes} = readManifest();
      const leaves = paths.filter((p) =>
        routes.some((r) => r.path === p && r.sidebar !== null && !r.file.endsWith('/index.mdx')),
      );
      assert.ok(leaves.length + GRAPHQL_PAGES.length >= 30, `${leaves.length} leaf pages`);
      for (const r of routes.filter((r) => r.sidebar === null || r.file.endsWith('/index.mdx')))
        assert.ok(paths.includes(r.path), r.path);
    });
  }

  for (const path of paths.filter((_, i) => i % of === shard)) {
    test(`axe: no violation on ${path}, light and dark, desktop and phone`, async () => {
      const failures = (await Promise.all([audit(desktop, 'desktop', path), audit(phone, 'phone', path)])).flat();
      assert.deepEqual(failures, [], `${failures.length} violation(s):\n${failures.join('\n')}`);
    });
  }
}
