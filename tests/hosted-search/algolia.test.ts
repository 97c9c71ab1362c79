/**
 * Hosted search in Chromium, against the second test build (build-analytics, made by
 * scripts/test.ts with the ALGOLIA_* keys of tests/support/hostedSearch.ts). Algolia's
 * hosts are answered here with canned hits (no real network): the modal and /search must
 * query them with the spec's filters (language and docs tag, contextual search off) and
 * the framework version, show the hits with their hierarchy and credit Algolia, and never
 * ask for the local index.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {BrowserContext, Route} from 'playwright-core';
import {ALGOLIA_FACET_FILTERS} from '../../config/search';
import {DESKTOP, useBrowser} from '../support/browser';
import {ALGOLIA_TEST_ENV} from '../support/hostedSearch';
import {collectPageErrors, gotoHydrated} from '../support/site';

const BASE = process.env.HOSTED_SEARCH_BASE_URL;
if (!BASE)
  throw new Error(
    'Run the hosted-search tests through `npm test` or `npm run test:e2e`: they need HOSTED_SEARCH_BASE_URL.',
  );
const site = (pathname: string) => new URL(pathname, BASE).toString();

const DOCUSAURUS_VERSION = (
  JSON.parse(readFileSync(path.resolve(__dirname, '../../node_modules/@docusaurus/core/package.json'), 'utf8')) as {
    version: string;
  }
).version;
/** DocSearch's hosts: <app>-dsn.algolia.net first, <app>-N.algolianet.com as fallbacks. */
const ALGOLIA_HOSTS = /^https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//;

const browser = useBrowser();

/** A hit as hosted DocSearch returns it. */
function hit(
  objectID: string,
  url: string,
  type: 'lvl1' | 'lvl2',
  lvl1: string,
  lvl2: string | null,
  content: string | null,
) {
  const hierarchy = {lvl0: 'Standards', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const marked = (value: string) => ({
    value: value.replace(/Kiosk/g, '<mark>Kiosk</mark>'),
    matchLevel: 'full',
    matchedWords: ['kiosk'],
  });
  const highlighted = Object.fromEntries(
    Object.entries(hierarchy).flatMap(([level, value]) => (value ? [[level, marked(value)]] : [])),
  );
  return {
    objectID,
    url,
    type,
    content,
    hierarchy,
    _highlightResult: {hierarchy: highlighted, ...(content && {content: marked(content)})},
    _snippetResult: {hierarchy: highlighted, ...(content && {content: marked(content)})},
  };
}

const HITS = [
  hit('kiosk-page', 'https://docs.sui.io/standards/kiosk', 'lvl1', 'Kiosk', null, null),
  hit(
    'kiosk-owner',
    'https://docs.sui.io/standards/kiosk#kiosk-owner',
    'lvl2',
    'Kiosk',
    'Kiosk owner',
    'A Kiosk owner can place, list and take items.',
  ),
];

interface AlgoliaRequest {
  url: URL;
  body: {requests: Record<string, unknown>[]};
}

/** Answers every call to Algolia's hosts with HITS, and records the search calls. */
async function fakeAlgolia(context: BrowserContext): Promise<AlgoliaRequest[]> {
  const calls: AlgoliaRequest[] = [];
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  };
  await context.route(ALGOLIA_HOSTS, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: cors});
    const body = JSON.parse(request.postData() ?? '{}') as AlgoliaRequest['body'];
    calls.push({url: new URL(request.url()), body});
    const results = (body.requests ?? []).map((r) => ({
      hits: HITS,
      nbHits: HITS.length,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      processingTimeMS: 1,
      exhaustiveNbHits: true,
      query: String(r.query ?? ''),
      params: '',
    }));
    return route.fulfill({
      status: 200,
      headers: cors,
      contentType: 'application/json',
      body: JSON.stringify({results}),
    });
  });
  return calls;
}

/** Every request the context makes for the local index (there must be none). */
function localIndexRequests(context: BrowserContext): string[] {
  const requested: string[] = [];
  context.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/search-index/')) requested.push(pathname);
  });
  return requested;
}

/** The call for `query`: the app's credentials, the index, the spec's filters, the framework version. */
function assertSearched(calls: AlgoliaRequest[], query: string): void {
  const call = calls.find((c) => c.body.requests?.some((r) => r.query === query));
  assert.ok(
    call,
    `Algolia was asked for "${query}" (calls: ${calls.map((c) => JSON.stringify(c.body.requests?.map((r) => r.query))).join(', ')})`,
  );
  assert.equal(call.url.hostname, `${ALGOLIA_TEST_ENV.ALGOLIA_APP_ID.toLowerCase()}-dsn.algolia.net`);
  assert.equal(call.url.pathname, '/1/indexes/*/queries');
  assert.equal(call.url.searchParams.get('x-algolia-application-id'), ALGOLIA_TEST_ENV.ALGOLIA_APP_ID);
  assert.equal(call.url.searchParams.get('x-algolia-api-key'), ALGOLIA_TEST_ENV.ALGOLIA_SEARCH_API_KEY);
  assert.match(
    call.url.searchParams.get('x-algolia-agent') ?? '',
    new RegExp(`docusaurus \\(${DOCUSAURUS_VERSION.replace(/\./g, '\\.')}\\)`),
    'the request names the framework version',
  );
  const request = call.body.requests.find((r) => r.query === query)!;
  assert.equal(request.indexName, ALGOLIA_TEST_ENV.ALGOLIA_INDEX_NAME);
  // Contextual search would add its own language and version filters to these.
  assert.deepEqual(request.facetFilters, ALGOLIA_FACET_FILTERS, 'exactly the language and docs-tag filters');
}

/** A fresh context answering Algolia itself, watching for local index requests, on a hydrated page of the hosted build. */
async function hostedPage(pathname: string) {
  const context = await browser().newContext(DESKTOP);
  const calls = await fakeAlgolia(context);
  const indexRequests = localIndexRequests(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await gotoHydrated(page, site(pathname));
  return {context, calls, indexRequests, page, errors};
}

test('the modal queries Algolia with the language and docs-tag filters and shows its hits with their hierarchy', async () => {
  const {context, calls, indexRequests, page, errors} = await hostedPage('/concepts/object-model');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('kiosk');
  await page.locator('.DocSearch-Hit').nth(1).waitFor();
  assertSearched(calls, 'kiosk');

  assert.equal(await page.locator('.DocSearch-Hit-source').first().innerText(), 'Standards', 'grouped by lvl0');
  const section = page.locator('.DocSearch-Hit').nth(1);
  assert.equal(
    (await section.locator('.DocSearch-Hit-title').innerText()).trim(),
    'Kiosk owner',
    'the heading is the title',
  );
  assert.equal((await section.locator('.DocSearch-Hit-path').innerText()).trim(), 'Kiosk', 'the page is the path');
  assert.ok((await section.locator('mark').count()) > 0, 'matches are highlighted');
  assert.equal(
    await section.locator('a').getAttribute('href'),
    '/standards/kiosk#kiosk-owner',
    'the hit opens inside the site',
  );
  assert.ok(await page.locator('.DocSearch-Logo').isVisible(), "DocSearch's Algolia credit is shown");

  await page.getByRole('link', {name: /^See all 2 results$/}).click();
  await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === 'kiosk');
  await page.locator('main article').first().waitFor();
  assert.deepEqual(indexRequests, [], 'no local index file requested');
  assert.deepEqual(errors.map(String), []);
  await context.close();
});

test('/search?q= queries Algolia the same way, shows its hits by page and credits Algolia', async () => {
  const {context, calls, indexRequests, page, errors} = await hostedPage('/search?q=kiosk');
  await page.locator('main article').first().waitFor();
  assertSearched(calls, 'kiosk');

  const articles = page.locator('main article');
  assert.equal(await articles.count(), 1, 'the two hits are one page');
  assert.equal(await articles.locator('h2 a').getAttribute('href'), '/standards/kiosk');
  assert.equal(await articles.locator('.breadcrumbs__item').innerText(), 'Standards');
  assert.equal(
    await articles.getByRole('link', {name: 'Kiosk owner'}).getAttribute('href'),
    '/standards/kiosk#kiosk-owner',
  );
  assert.match(await articles.locator('p').first().innerHTML(), /<mark>Kiosk<\/mark> owner can place/);
  await page.getByText('2 results').waitFor();
  const credit = page.locator('main').getByRole('link', {name: 'Algolia'});
  assert.equal(await credit.getAttribute('href'), 'https://www.algolia.com/');
  assert.match(await credit.locator('..').innerText(), /^Search by Algolia$/);
  assert.deepEqual(indexRequests, [], 'no local index file requested');
  assert.equal((await fetch(site('/search-index/manifest.json'))).status, 404, 'the build has no local index');
  assert.deepEqual(errors.map(String), []);
  await context.close();
});
