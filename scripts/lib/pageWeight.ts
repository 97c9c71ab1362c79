/**
 * What a page costs a first-time visitor in JavaScript and CSS, measured in Chromium with
 * an empty cache. Chromium tells which files a page asks for and when; their sizes are
 * read from the build folder (raw, and gzip at level 9 computed here), so the figures do
 * not depend on the server or on timing.
 *
 * - firstLoad: every JS and CSS file requested before React had hydrated the page, i.e.
 *   the HTML's own scripts and stylesheet plus the route chunks they load: the code a
 *   reader waits for before the page is interactive. Prefetches are not in it, even
 *   when one starts before hydration is marked (a stock site starts its prefetching
 *   while it hydrates, so counting by time alone gave 186 or 207 KB by chance).
 * - lazy: files the page itself loads after hydration (Mermaid on a page with diagrams).
 * - prefetched: files Docusaurus prefetches for the links in view, whenever it does.
 * - navigation: files a client-side navigation to another page loads beyond the above.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser, Page} from 'playwright-core';

export interface Asset {
  path: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
}

export interface Weight {
  js: {raw: number; gzip: number; files: number};
  css: {raw: number; gzip: number; files: number};
}

export function sumWeight(assets: Asset[]): Weight {
  const sum = (kind: Asset['kind']) => {
    const list = assets.filter((a) => a.kind === kind);
    return {raw: list.reduce((n, a) => n + a.raw, 0), gzip: list.reduce((n, a) => n + a.gzip, 0), files: list.length};
  };
  return {js: sum('js'), css: sum('css')};
}

const sizes = new Map<string, {raw: number; gzip: number}>();

/** Raw and gzip (level 9) size of a file of a build folder. */
function fileSize(buildDir: string, pathname: string): {raw: number; gzip: number} {
  const file = path.join(buildDir, decodeURIComponent(pathname));
  let size = sizes.get(file);
  if (!size) {
    const body = readFileSync(file);
    size = {raw: body.length, gzip: gzipSync(body, {level: 9}).length};
    sizes.set(file, size);
  }
  return size;
}

interface Seen {
  path: string;
  kind: Asset['kind'];
  /** Requested by a <link>: a script is only ever prefetched that way (Docusaurus' prefetch). */
  prefetch: boolean;
  startTime: number;
}

/**
 * The same-origin JS and CSS files the page requested so far, once each, from the
 * browser's resource timing (exact start times, unlike events seen from outside).
 */
async function requested(page: Page): Promise<Seen[]> {
  const entries = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
      name: e.name,
      initiatorType: e.initiatorType,
      startTime: e.startTime,
    })),
  );
  const origin = new URL(page.url()).origin;
  const seen = new Map<string, Seen>();
  for (const e of entries) {
    const u = new URL(e.name);
    const kind = u.pathname.endsWith('.js') ? 'js' : u.pathname.endsWith('.css') ? 'css' : undefined;
    if (!kind || u.origin !== origin || seen.has(u.pathname)) continue;
    seen.set(u.pathname, {
      path: u.pathname,
      kind,
      prefetch: e.initiatorType === 'link' && kind === 'js',
      startTime: e.startTime,
    });
  }
  return [...seen.values()];
}

export interface PageVisit {
  firstLoad: Asset[];
  lazy: Asset[];
  prefetched: Asset[];
  navigation?: Asset[];
}

async function waitHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
    timeout: 60_000,
  });
}

/** Records when Docusaurus marks the page hydrated (`data-has-hydrated="true"` on <html>). */
const RECORD_HYDRATION = `new MutationObserver(function (_, observer) {
  if (document.documentElement.dataset.hasHydrated === 'true') { window.__hydratedAt = performance.now(); observer.disconnect(); }
}).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});`;

/**
 * Opens `pageUrl` in a fresh context. `firstLoad` is what was requested before the page
 * was hydrated (this site adds its scripts once the page has painted, after the load
 * event; a stock site lists them in the head), while lazy code and prefetches start
 * after hydration. When `nextPath` is given, then clicks the first link to it and waits
 * for the new page to render.
 */
export async function visitPage(
  browser: Browser,
  buildDir: string,
  pageUrl: string,
  nextPath?: string,
): Promise<PageVisit> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  await context.addInitScript('performance.setResourceTimingBufferSize(5000);');
  await context.addInitScript(RECORD_HYDRATION);
  const toAssets = (list: Seen[]): Asset[] =>
    list.map((s) => ({path: s.path, kind: s.kind, ...fileSize(buildDir, s.path)}));
  try {
    const page = await context.newPage();
    const response = await page.goto(pageUrl, {waitUntil: 'load'});
    if (!response || response.status() !== 200)
      throw new Error(`${pageUrl} answered ${response?.status() ?? 'nothing'}`);
    await waitHydrated(page);
    await page.waitForLoadState('networkidle');
    const hydratedAt = await page.evaluate(() => (window as unknown as {__hydratedAt?: number}).__hydratedAt);
    if (hydratedAt === undefined) throw new Error(`${pageUrl}: the page never set data-has-hydrated="true"`);
    const all = await requested(page);
    const loaded = all.filter((s) => !s.prefetch);
    const visit: PageVisit = {
      firstLoad: toAssets(loaded.filter((s) => s.startTime < hydratedAt)),
      lazy: toAssets(loaded.filter((s) => s.startTime >= hydratedAt)),
      prefetched: toAssets(all.filter((s) => s.prefetch)),
    };
    if (!nextPath) return visit;

    const known = new Set(all.map((s) => s.path));
    await page.locator(`a[href="${nextPath}"]`).first().click();
    await page.waitForURL((u) => u.pathname === nextPath);
    await page.waitForLoadState('networkidle');
    return {...visit, navigation: toAssets((await requested(page)).filter((s) => !known.has(s.path)))};
  } finally {
    await context.close();
  }
}

export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
