/**
 * Head parity (lean-head, plugins/patches/lean-head): what a crawler or a reader's tab sees of
 * the document head, on the stock build (react-helmet-async in the browser) and on the patched
 * one. On the home page, a doc, a GraphQL type page, the search page and a 404 page, after the
 * page loads and after client-side navigations between them (and back): the title, the html
 * element's attributes, the body's class and every tag the head manager owns (data-rh),
 * sorted. Neither build may hold two canonical, og:url or description tags at any step.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {DESKTOP, useBrowser} from '../support/browser';
import {BUILDS, assertSame, diffSnapshots, errorText, settle, urlIn, type Build, type Value} from '../support/parity';
import {collectPageErrors, gotoHydrated} from '../support/site';
import {patchOn} from '../support/patches';

const browser = useBrowser();

const PAGES = [
  '/',
  '/concepts/object-model',
  '/references/sui-api/graphql/reference/types/objects/object',
  '/search?q=object',
  '/no-such-page-for-the-head-test',
] as const;

type HeadSnapshot = Record<string, Value>;

/** The head as the manager leaves it, once its update (one animation frame after the change) has run. */
async function readHead(page: Page): Promise<HeadSnapshot> {
  await settle(page);
  return page.evaluate(
    () =>
      new Promise<HeadSnapshot>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const html = document.documentElement;
            const count = (selector: string) => document.head.querySelectorAll(selector).length;
            resolve({
              title: document.title,
              'html attributes': Array.from(html.attributes, (a) => `${a.name}=${JSON.stringify(a.value)}`)
                .sort()
                .join(' '),
              'body class': document.body.className,
              // Each tag with its attributes sorted: a tag the server wrote and one the client added
              // list theirs in different orders (data-rh first or last), and are the same tag.
              'data-rh tags': Array.from(document.head.querySelectorAll('[data-rh]'), (el) => {
                const attributes = Array.from(el.attributes, (a) => `${a.name}=${JSON.stringify(a.value)}`).sort();
                return `<${el.localName} ${attributes.join(' ')}>${el.textContent ?? ''}`;
              })
                .sort()
                .join('\n'),
              'canonical links': count('link[rel="canonical"]'),
              'og:url metas': count('meta[property="og:url"]'),
              'description metas': count('meta[name="description"]'),
            });
          }),
        ),
      ),
  );
}

/** A client-side navigation as the router sees a link's: the URL changes, then history's popstate. */
async function navigate(page: Page, pathname: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({key: 'head-test', state: undefined}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: window.history.state}));
  }, pathname);
  await page.waitForURL((u) => u.pathname + u.search === pathname);
}

function assertNoDuplicates(where: string, head: HeadSnapshot): void {
  for (const key of ['canonical links', 'og:url metas', 'description metas']) {
    assert.ok(Number(head[key]) <= 1, `${where}: ${head[key]} ${key}`);
  }
}

/**
 * How many of the tags the server wrote were removed and added again, equal, by the time the
 * page has hydrated: the flicker of canonical and og tags that the patch must not cause.
 */
async function serverTagsReplaced(page: Page): Promise<number> {
  return page.evaluate(() => {
    const key = (el: Element) =>
      `${el.localName} ${Array.from(el.attributes, (a) => `${a.name}=${a.value}`)
        .sort()
        .join(' ')} ${el.textContent ?? ''}`;
    const now = new Set(Array.from(document.head.querySelectorAll('[data-rh]'), key));
    const server = (window as unknown as {serverHeadTags: Element[]}).serverHeadTags;
    return server.filter((el) => !el.isConnected && now.has(key(el))).length;
  });
}

/** Each step's head on one build, and how many server tags each load replaced with equal ones. */
async function scenario(build: Build): Promise<{steps: Array<[string, HeadSnapshot]>; replaced: number[]}> {
  const context = await browser().newContext(DESKTOP);
  const steps: Array<[string, HeadSnapshot]> = [];
  const replaced: number[] = [];
  try {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // The server's tags, kept before any script runs.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {serverHeadTags: Element[]}).serverHeadTags = Array.from(
          document.head.querySelectorAll('[data-rh]'),
        );
      }),
    );
    // Each page type on its own load (hydration over the server's tags).
    for (const pathname of PAGES) {
      await gotoHydrated(page, urlIn(build, pathname));
      steps.push([`load ${pathname}`, await readHead(page)]);
      replaced.push(await serverTagsReplaced(page));
    }
    // Client-side: from the home page through every type, then back to the start.
    await gotoHydrated(page, urlIn(build, PAGES[0]));
    await page.evaluate(() => ((window as unknown as {headMarker: number}).headMarker = 1));
    for (const pathname of PAGES.slice(1)) {
      await navigate(page, pathname);
      steps.push([`navigate to ${pathname}`, await readHead(page)]);
    }
    for (const pathname of [...PAGES].reverse().slice(1)) {
      await page.goBack({waitUntil: 'commit'});
      await page.waitForURL((u) => u.pathname + u.search === pathname);
      steps.push([`back to ${pathname}`, await readHead(page)]);
    }
    const reloaded = await page.evaluate(() => (window as unknown as {headMarker?: number}).headMarker !== 1);
    assert.equal(reloaded, false, `${build.name}: the navigations reloaded the page`);
    assert.deepEqual(errors.map(errorText), [], `${build.name}: uncaught errors`);
  } finally {
    await context.close();
  }
  for (const [where, head] of steps) assertNoDuplicates(`${build.name}, ${where}`, head);
  return {steps, replaced};
}

test('the head is the same as stock after each page load, client-side navigation and back', async (t) => {
  const [stockRun, patchedRun] = [await scenario(BUILDS[0]), await scenario(BUILDS[1])];
  const [stock, patched] = [stockRun.steps, patchedRun.steps];
  // Stock may remove and add again server tags (helmet can update the head between two
  // slices of hydration, before every <Head> has rendered); the patch keeps them all.
  t.diagnostic(`server tags replaced by equal ones on load, per page: stock ${stockRun.replaced.join(', ')}`);
  // With the patch off (SUI_DOCS_STOCK=lean-head) both builds use the library.
  if (patchOn('lean-head'))
    assert.deepEqual(
      patchedRun.replaced,
      PAGES.map(() => 0),
      'the patch replaced server tags',
    );
  assert.equal(patched.length, stock.length);
  const differences = stock.flatMap(([where, head], i) =>
    diffSnapshots(where, {values: head, lists: {}}, {values: patched[i][1], lists: {}}),
  );
  assertSame(differences);
  // The scenario must have seen different heads: each page's own title.
  assert.equal(new Set(stock.map(([, head]) => head.title)).size >= 4, true, 'the pages have their own titles');
});
