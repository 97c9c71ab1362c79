import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {readDocSources, readManifest} from '../../scripts/lib/manifest';
import {DESKTOP, useBrowser, url} from '../support/browser';
import {collectPageErrors, gotoHydrated} from '../support/site';
import {patchSkip} from '../support/patches';

const browser = useBrowser();

test('a sidebar link navigates client-side to another doc and scrolls to the top', async () => {
  const page = await browser().newPage(DESKTOP);
  const errors = collectPageErrors(page);
  await gotoHydrated(page, url('/style-guide'));
  await page.evaluate(() => {
    (window as unknown as {marker: number}).marker = 42; // lost on a full page load
    window.scrollTo(0, 600);
  });
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Contribution process'}).click();
  await page.waitForURL(url('/references/contribute/contribution-process'), {waitUntil: 'commit'});
  await page.getByRole('heading', {level: 1, name: 'Contribution process'}).waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as {marker?: number}).marker), 42, 'no full reload');
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  // The head (title) is updated in the frame that shows the new page, which can come just after
  // the h1 is in the DOM: wait for that frame, then check the title.
  await page
    .waitForFunction(() => document.title.startsWith('Contribution process'), undefined, {timeout: 5000})
    .catch(() => undefined);
  assert.match(await page.title(), /^Contribution process \| Sui Documentation$/);
  assert.deepEqual(errors.map(String), []);
  await page.close();
});

test('a link to a heading scrolls to it, on arrival and within the page', async () => {
  const page = await browser().newPage(DESKTOP);
  await page.goto(url('/style-guide#diagrams'));
  const top = () => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, 'diagrams');
  await page.waitForTimeout(300);
  const arrived = await top();
  assert.ok(arrived >= 0 && arrived < 200, `heading at ${arrived}px from the top on arrival`);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('.table-of-contents a[href="#admonitions"]').click();
  await page.waitForTimeout(500);
  const y = await page.evaluate(() => document.getElementById('admonitions')!.getBoundingClientRect().top);
  assert.ok(y >= 0 && y < 200, `heading at ${y}px after following the table of contents`);
  assert.equal(new URL(page.url()).hash, '#admonitions');
  await page.close();
});

test('a diagram drawn just above the screen does not move the heading the reader jumped to', async () => {
  const page = await browser().newPage(DESKTOP);
  // The Mermaid diagram ends right above "Admonitions": it draws after the jump, and its
  // placeholder is taller than the drawing (src/theme/Mermaid).
  await page.goto(url('/style-guide#admonitions'));
  await page.locator('.docusaurus-mermaid-container svg').waitFor({state: 'attached'});
  await page.waitForTimeout(300);
  const y = await page.evaluate(() => document.getElementById('admonitions')!.getBoundingClientRect().top);
  assert.ok(y >= 0 && y < 200, `heading at ${y}px once the diagram above it is drawn`);
  await page.close();
});

test('the footer links from one doc to another without a full reload', async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url('/concepts'));
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 7));
  await page.locator('footer').getByRole('link', {name: 'Install Sui'}).click();
  await page.waitForURL(url('/guides/developer/getting-started/sui-install'), {waitUntil: 'commit'});
  assert.equal(await page.evaluate(() => (window as unknown as {marker?: number}).marker), 7);
  await page.close();
});

test("section landing pages show each doc card with that page's description, also when reached client-side", async () => {
  const routes = readManifest().routes;
  const docs = new Map(readDocSources().map((d) => [d.file, d.frontMatter]));
  const descriptionOf = new Map(routes.map((r) => [r.path, String(docs.get(r.file)?.description ?? '')]));
  const cards = (page: Page) =>
    page
      .locator('article a.card')
      .evaluateAll(
        (links) =>
          links.map((a) => ({
            href: a.getAttribute('href') ?? '',
            text: a.querySelector('p')?.getAttribute('title') ?? '',
          })),
        // A category's card counts its items instead.
      )
      .then((list) => list.filter((c) => !/^\d+ items?$/.test(c.text)));
  const page = await browser().newPage(DESKTOP);
  for (const landing of ['/concepts', '/guides/developer/getting-started', '/references/cli']) {
    await gotoHydrated(page, url(landing));
    const shown = (await cards(page)).filter((c) => descriptionOf.get(c.href));
    assert.ok(shown.length >= 3, `${landing}: only ${shown.length} doc cards`);
    for (const card of shown)
      assert.equal(card.text, descriptionOf.get(card.href), `${landing}: card for ${card.href}`);
  }
  // From a leaf page to its section's landing page without a reload.
  await gotoHydrated(page, url('/concepts/object-model'));
  await page.locator('nav[aria-label="Docs sidebar"] a[href="/concepts"]').first().click();
  await page.waitForURL((u) => u.pathname === '/concepts');
  await page.locator('article a.card p').first().waitFor();
  const shown = (await cards(page)).filter((c) => descriptionOf.get(c.href));
  assert.ok(shown.length >= 3);
  for (const card of shown)
    assert.equal(card.text, descriptionOf.get(card.href), `/concepts (client-side): card for ${card.href}`);
  await page.close();
});

test(
  'links in view are prefetched once the reader scrolls, not while the page starts',
  {skip: patchSkip('idle-prefetch')},
  async () => {
    const page = await browser().newPage(DESKTOP);
    // Without input, prefetching starts on its own SETTLE_MS (4 s) after the load event
    // (src/utils/readerReady.ts). On a loaded machine hydration alone can take that long, so
    // the count is judged only when it was read well inside that window: a fresh load, up
    // to three times.
    const startup = () =>
      page.evaluate(() => ({
        prefetches: document.querySelectorAll('link[rel="prefetch"]').length,
        sinceLoad:
          performance.now() -
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      }));
    let seen: {prefetches: number; sinceLoad: number} | undefined;
    for (let attempt = 0; attempt < 3 && !(seen && seen.sinceLoad < 3000); attempt++) {
      await gotoHydrated(page, url('/concepts/object-model'));
      seen = await startup();
    }
    assert.ok(
      seen && seen.sinceLoad < 3000,
      `the page took ${seen?.sinceLoad.toFixed(0)} ms after load to hydrate, three times`,
    );
    assert.equal(seen.prefetches, 0, 'no prefetch before the reader does anything');
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 0);
    await page.close();
  },
);

test("what a link in view prefetches is its route's script chunks, each a file of the build", async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url('/concepts/object-model'));
  // With idle-prefetch on, prefetching waits for the reader; a stock page starts at once.
  await page.mouse.wheel(0, 600);
  await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 0);
  // What gets prefetched is the linked routes' script chunks, found by chunk name (by the
  // short names of plugins/patches/lean-runtime when it is on): each URL must be a file of the build.
  const hrefs = await page.$$eval('link[rel="prefetch"]', (links) => links.map((l) => (l as HTMLLinkElement).href));
  for (const href of hrefs) {
    assert.match(href, /\/assets\/js\/[^/]+\.[0-9a-f]{6,8}\.js$/);
    const response = await page.request.get(href);
    assert.equal(response.status(), 200, href);
  }
  await page.close();
});
