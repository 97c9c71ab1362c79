/**
 * Search that answers questions, in Chromium against the build: the browser (the search
 * worker, through /search) ranks exactly as `npm run search` does; "No results" offers the
 * closest spelling and the section landings, readable in light and dark mode; bad input
 * (5,000 characters, emoji, right-to-left text, HTML tags) stays inert.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {DESKTOP, useBrowser, url} from '../support/browser';
import {BUILD_DIR, collectPageErrors, countDialogs, waitForHydration} from '../support/site';
import {textContrast} from '../support/failures';
import {loadBuiltSearch, searchBuilt} from '../../plugins/local-search/loadBuilt';
import {QUESTION_SET, readQuerySet} from '../../scripts/lib/searchRelevance';

const browser = useBrowser();

async function newPage(pathname: string, mode: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser().newContext({...DESKTOP, colorScheme: mode, reducedMotion: 'reduce'});
  await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
  const page = await context.newPage();
  await page.goto(url(pathname));
  await waitForHydration(page);
  return page;
}

/** 20 queries: questions, identifiers, CLI commands, typos, and keywords. */
const PARITY_QUERIES = [
  ...readQuerySet(path.resolve(__dirname, '../..'), QUESTION_SET)
    .filter((_, i) => i % 6 === 0)
    .map((q) => q.query),
  'splitCoins',
  'split_coins',
  '0x2::coin',
  'sui client ptb',
  'SuiClient.getObject',
  'kiosk',
].slice(0, 20);

/** The page URLs and, under each, the section URLs, in the order /search shows them. */
async function shownOnSearchPage(page: Page): Promise<string[]> {
  return page.locator('main article').evaluateAll((articles) =>
    articles.flatMap((article) =>
      [...article.querySelectorAll('h2 a, li a')].map((a) => {
        const link = new URL((a as HTMLAnchorElement).href);
        return `${link.pathname}${link.hash}`;
      }),
    ),
  );
}

test('the browser and npm run search rank 20 queries alike', async () => {
  assert.equal(PARITY_QUERIES.length, 20);
  const built = loadBuiltSearch(BUILD_DIR);
  const page = await newPage('/search');
  const differences: string[] = [];
  for (const query of PARITY_QUERIES) {
    await page.goto(url(`/search?q=${encodeURIComponent(query)}`));
    await page.locator('main article').first().waitFor();
    const shown = await shownOnSearchPage(page);
    // What /search shows of the CLI's first 20 hits: each page once, then its sections.
    const expected: string[] = [];
    const pages = new Map<string, string[]>();
    for (const hit of searchBuilt(built, query, 20)) {
      const pageUrl = hit.url.split('#')[0]!;
      if (!pages.has(pageUrl)) pages.set(pageUrl, []);
      if (hit.url.includes('#')) pages.get(pageUrl)!.push(hit.url);
    }
    for (const [pageUrl, sections] of pages) expected.push(pageUrl, ...sections);
    if (JSON.stringify(shown) !== JSON.stringify(expected)) {
      differences.push(`"${query}":\n  browser ${shown.join(' ')}\n  CLI     ${expected.join(' ')}`);
    }
  }
  assert.deepEqual(differences, []);
  await page.context().close();
});

for (const mode of ['light', 'dark'] as const) {
  test(`${mode}: "No results" in the modal suggests the closest spelling and the section landings`, async () => {
    const page = await newPage('/concepts/object-model', mode);
    const errors = collectPageErrors(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('validtaorss');
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    const suggestion = screen.getByRole('button', {name: 'validators'});
    await suggestion.waitFor();
    assert.match(await screen.innerText(), /Did you mean validators\?/);
    const sections = screen.getByRole('navigation', {name: 'Documentation sections'}).getByRole('link');
    assert.deepEqual(await sections.evaluateAll((links) => links.map((a) => a.getAttribute('href'))), [
      '/concepts',
      '/guides',
      '/standards',
      '/references',
    ]);
    for (const locator of [suggestion, sections.first()]) {
      const {ratio, color, background} = await textContrast(locator);
      assert.ok(ratio >= 4.5, `${mode}: ${color} on ${background} is ${ratio.toFixed(2)}:1`);
    }
    await suggestion.click();
    await page.locator('.DocSearch-Hit').first().waitFor();
    assert.equal(await page.locator('.DocSearch-Input').inputValue(), 'validators');

    await page.locator('.DocSearch-Input').fill('zzzqqqxxy');
    await screen.waitFor();
    await screen.getByRole('link', {name: 'Guides'}).waitFor();
    assert.equal(await screen.getByText('Did you mean').count(), 0, 'no suggestion for gibberish');
    await screen.getByRole('link', {name: 'Guides'}).click();
    await page.waitForURL((u) => u.pathname === '/guides');
    assert.equal(await page.locator('.DocSearch-Modal').count(), 0, 'the modal closes');
    assert.deepEqual(errors.map(String), []);
    await page.context().close();
  });
}

test('"No results" on /search suggests the closest spelling, which searches it', async () => {
  const page = await newPage('/search?q=validtaorss');
  await page.getByText('No results for "validtaorss"').waitFor();
  await page.getByRole('button', {name: 'validators'}).click();
  await page.waitForURL((u) => u.searchParams.get('q') === 'validators');
  await page.locator('main article').first().waitFor();
  await page.context().close();
});

const BAD_INPUT = [
  'staking '.repeat(625),
  'x'.repeat(5000),
  '🚀🔥😀',
  'שלום עולם \u202Egnikats',
  '<img src=x onerror=alert(1)><script>alert(2)</script>',
];

test('bad input in the modal and on /search: no error, no hang, the text stays inert', async () => {
  const page = await newPage('/concepts/object-model');
  const errors = collectPageErrors(page);
  const dialogs = countDialogs(page);
  await page.keyboard.press('Control+k');
  for (const query of BAD_INPUT) {
    const started = Date.now();
    await page.locator('.DocSearch-Input').fill(query);
    await page.locator('.DocSearch-NoResults, .DocSearch-Hit').first().waitFor();
    assert.ok(Date.now() - started < 5000, `"${query.slice(0, 20)}…" answered in ${Date.now() - started} ms`);
  }
  await page.keyboard.press('Escape');
  for (const query of BAD_INPUT) {
    await page.goto(url(`/search?q=${encodeURIComponent(query)}`));
    await page.locator('main article, main strong bdi').first().waitFor();
  }
  await page.waitForTimeout(500);
  assert.equal(await page.locator('img[src="x"]').count(), 0, 'no element from the query');
  assert.equal(dialogs.count, 0, 'no script ran');
  assert.deepEqual(errors.map(String), []);
  await page.context().close();
});
