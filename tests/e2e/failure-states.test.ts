import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {DESKTOP, useBrowser, url} from '../support/browser';
import {BUILD_DIR, collectPageErrors, gotoHydrated, waitForHydration} from '../support/site';
import {patchSkip} from '../support/patches';
import {WIDTHS, WIDTHS_AND_MODES, contextIn, horizontalOverflow, onScreen, textContrast} from '../support/failures';

const browser = useBrowser();

/** The URL path of the script chunk that holds a page's own content (the one containing `phrase`). */
function contentChunk(phrase: string): string {
  const dir = path.join(BUILD_DIR, 'assets/js');
  const file = readdirSync(dir).find(
    (f) => f.endsWith('.js') && readFileSync(path.join(dir, f), 'utf8').includes(phrase),
  );
  if (!file) throw new Error(`no script chunk contains "${phrase}"`);
  return `/assets/js/${file}`;
}

/** The URL path of the script chunk that holds the doc page at `permalink` (its metadata names it). */
function docChunk(permalink: string): string {
  return contentChunk(`"permalink":"${permalink}","draft"`);
}

const loadFailureBox = (page: Page) => page.getByRole('alert').filter({hasText: 'failed to load'});

test('a page whose code fails to load keeps its text, shows the red error box, and Retry recovers it', async () => {
  const chunk = contentChunk('Write to the reader as');
  const context = await browser().newContext(DESKTOP);
  let failing = true;
  await context.route(`**${chunk}`, (route) => (failing ? route.abort('connectionreset') : route.continue()));
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(url('/style-guide'));
  const box = page.getByRole('alert').filter({hasText: 'failed to load'});
  await box.waitFor();
  assert.equal(await box.evaluate((el) => el.classList.contains('alert--danger')), true, 'a red box');
  assert.equal(await page.getByText('Write to the reader as').first().isVisible(), true, 'the text stays readable');
  assert.deepEqual(errors.map(String), [], 'no uncaught error');
  failing = false;
  await box.getByRole('button', {name: 'Retry'}).click();
  await waitForHydration(page);
  assert.equal(await box.count(), 0);
  await context.close();
});

for (const {width, mode} of WIDTHS_AND_MODES) {
  test(`${width}, ${mode}: the box of a page whose code fails to load leaves the article its layout, and its Retry reads at 4.5:1`, async () => {
    const chunk = contentChunk('Write to the reader as');
    const context = await contextIn(browser(), width, mode);
    await context.route(`**${chunk}`, (route) => route.abort('connectionreset'));
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(url('/style-guide'));
    const box = loadFailureBox(page);
    await box.waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), mode);
    assert.equal(await horizontalOverflow(page), 0, 'the page is no wider than the window');
    assert.ok(await onScreen(box), 'the box is on the first screen, within the window');
    const heading = page.locator('article h1');
    assert.equal(await heading.innerText(), 'Style guide');
    assert.ok(await onScreen(heading), 'the article keeps its place: its heading is on the first screen');
    const article = (await page.locator('article').boundingBox())!;
    assert.ok(
      article.width >= (width === 'phone' ? 0.85 : 0.4) * WIDTHS[width].width,
      `the article keeps its width (${article.width}px)`,
    );
    assert.ok(article.x + article.width <= WIDTHS[width].width, 'the article ends within the window');
    const retry = box.getByRole('button', {name: 'Retry'});
    assert.ok(await onScreen(retry), 'Retry is on screen');
    const {ratio, color, background} = await textContrast(retry);
    assert.ok(ratio >= 4.5, `Retry: ${color} on ${background} is ${ratio.toFixed(2)}:1, under 4.5:1`);
    assert.deepEqual(errors.map(String), [], 'no uncaught error');
    await context.close();
  });
}

/** The doc this test follows a link to, far down the page it starts on (so not prefetched while the reader looks at the top). */
const OFFLINE_FROM = '/concepts/object-model';
const OFFLINE_TO = '/concepts/sui-architecture/protocol-upgrades';

/** The code that holds links while offline loads with the page's non-urgent work (src/theme/Root): resolves when it has. */
const offlineNavigationLoaded = (page: Page) =>
  page.waitForResponse((response) => /\/offline-navigation\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname));

/** The reader's first input, which lets that work start (src/utils/readerReady.ts); Shift changes nothing on the page. */
const readerStarts = (page: Page) => page.keyboard.press('Shift');

for (const width of ['desktop', 'phone'] as const) {
  test(`${width}: offline, a link whose page was not prefetched keeps the reader on their page with the error and Retry; back online, Retry opens it`, async () => {
    const chunk = docChunk(OFFLINE_TO);
    const context = await contextIn(browser(), width);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const offlineReady = offlineNavigationLoaded(page);
    await gotoHydrated(page, url(OFFLINE_FROM));
    await page.waitForLoadState('networkidle');
    await readerStarts(page);
    await offlineReady;
    assert.ok(
      !requested.includes(chunk),
      `${OFFLINE_TO}'s code was fetched already; the test needs a link further down`,
    );
    await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
    await context.setOffline(true);
    const link = page.locator(`article a[href="${OFFLINE_TO}"]`).first();
    await link.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    assert.ok(scrollY > 500, 'the reader is down the page');
    await link.click();
    const box = loadFailureBox(page);
    await box.waitFor({timeout: 10_000});
    assert.equal(new URL(page.url()).pathname, OFFLINE_FROM, 'the URL stays');
    assert.equal(await page.evaluate(() => (window as unknown as {marker?: number}).marker), 1, 'no reload');
    assert.equal(await page.locator('article h1').innerText(), 'Object model', 'the article stays');
    assert.ok(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY) < 2, 'at the same place');
    assert.match(await box.innerText(), new RegExp(`The page ${OFFLINE_TO} failed to load`));
    assert.ok(await onScreen(box), 'the box is where the reader is');
    assert.equal(await horizontalOverflow(page), 0);
    const {ratio} = await textContrast(box.getByRole('button', {name: 'Retry'}));
    assert.ok(ratio >= 4.5, `Retry contrast ${ratio.toFixed(2)}:1`);

    // Still offline: Retry tries again, and the reader still keeps the page.
    await box.getByRole('button', {name: 'Retry'}).click();
    await box.waitFor();
    assert.equal(new URL(page.url()).pathname, OFFLINE_FROM);
    assert.equal(await page.evaluate(() => (window as unknown as {marker?: number}).marker), 1, 'no reload');

    await context.setOffline(false);
    await box.getByRole('button', {name: 'Retry'}).click();
    await page.waitForURL((u) => u.pathname === OFFLINE_TO);
    await page.getByRole('heading', {level: 1, name: 'Protocol upgrades'}).waitFor();
    assert.equal(await loadFailureBox(page).count(), 0, 'the box is gone');
    assert.deepEqual(errors.map(String), [], 'no uncaught error');
    await context.close();
  });
}

test('offline, a link whose page was prefetched still opens, client-side', async () => {
  const context = await contextIn(browser(), 'desktop');
  const page = await context.newPage();
  const target = '/concepts/events';
  const chunk = docChunk(target);
  // The sidebar link is in view: Docusaurus prefetches its page's code, with the stock
  // runtime possibly while the page is still hydrating, so listen from the start.
  const prefetched = page.waitForResponse((response) => new URL(response.url()).pathname === chunk);
  const offlineReady = offlineNavigationLoaded(page);
  await gotoHydrated(page, url('/concepts'));
  await prefetched;
  await readerStarts(page);
  await offlineReady;
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  await context.setOffline(true);
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Events', exact: true}).click();
  await page.waitForURL((u) => u.pathname === target);
  await page.getByRole('heading', {level: 1, name: 'Events'}).waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as {marker?: number}).marker), 1, 'no reload');
  assert.equal(await loadFailureBox(page).count(), 0);
  await context.close();
});

test('pointing at a link whose page fails to load leaves no uncaught error, and the page stays as it was', async () => {
  const chunk = contentChunk('the basic unit of storage is the object');
  const context = await browser().newContext(DESKTOP);
  await context.route(`**${chunk}`, (route) => route.abort('connectionreset'));
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await gotoHydrated(page, url('/concepts'));
  const requested = page.waitForRequest((request) => request.url().endsWith(chunk));
  // Docusaurus preloads a link's route when the pointer enters it.
  await page.locator('main a[href="/concepts/object-model"]').first().hover();
  await requested;
  await page.waitForTimeout(500);
  assert.deepEqual(errors.map(String), [], 'no uncaught error');
  assert.equal(
    await page.getByRole('alert').filter({hasText: 'failed to load'}).count(),
    0,
    'no error box on a page that works',
  );
  assert.equal(new URL(page.url()).pathname, '/concepts');
  await context.close();
});

test('a crash shows "Page Error", the cause chain, and Try again recovers', async () => {
  const context = await browser().newContext(DESKTOP);
  // The first scroll listener a component registers throws, with a cause: the kind
  // of failure a broken browser API or extension produces inside React. It is armed once
  // Docusaurus has created React's root (window.docusaurusRoot), so that the listener
  // that throws is a component's, not a script's that runs before React.
  await context.addInitScript(() => {
    const original = EventTarget.prototype.addEventListener;
    let armed = false;
    let root: unknown;
    Object.defineProperty(window, 'docusaurusRoot', {
      configurable: true,
      get: () => root,
      set: (value) => {
        if (root === undefined) armed = true;
        root = value;
      },
    });
    EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, ...rest: unknown[]) {
      if (armed && type === 'scroll') {
        armed = false;
        throw new Error('Scroll tracking failed', {cause: new Error('Listener quota exceeded')});
      }
      return (original as (...a: unknown[]) => void).call(this, type, ...rest);
    } as typeof original;
  });
  const page = await context.newPage();
  await page.goto(url('/concepts/object-model'), {waitUntil: 'load'});
  await page.getByText('This page crashed.').waitFor();
  assert.equal(await page.title(), 'Page Error');
  const text = await page.locator('main').innerText();
  assert.match(text, /Scroll tracking failed/);
  assert.match(text, /Listener quota exceeded/);
  await page.getByRole('button', {name: 'Try again'}).click();
  await page.getByRole('heading', {level: 1, name: 'Object model'}).waitFor();
  assert.equal(await page.getByText('This page crashed.').count(), 0);
  await context.close();
});

test('when the site is served under the wrong base URL, the home page explains it', async () => {
  const context = await browser().newContext(DESKTOP);
  // Under a wrong base URL every asset path misses: emulate that by refusing the assets.
  await context.route('**/assets/**', (route) => route.fulfill({status: 404, body: 'Not found'}));
  const page = await context.newPage();
  await page.goto(url('/'));
  await page.getByText('Your Docusaurus site did not load properly.').waitFor();
  assert.match(await page.locator('#__docusaurus-base-url-issue-banner').innerText(), /baseUrl/);
  await context.close();
});

test('a slow route change shows the progress bar after 200 ms; a fast one does not', async () => {
  const context = await browser().newContext(DESKTOP);
  // Data saver on: the site then skips prefetching (spec), so a click really waits for the network.
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}, configurable: true});
  });
  let delayMs = 0;
  await context.route('**/assets/js/**', async (route) => {
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    await route.continue();
  });
  const page = await context.newPage();
  // Hydrated: before that a link is a plain link, and a click loads the next page in full.
  await gotoHydrated(page, url('/concepts'));
  await page.evaluate(() => {
    const w = window as unknown as {sawBar: boolean};
    w.sawBar = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) w.sawBar = true;
    }).observe(document.body, {childList: true});
  });
  delayMs = 1500;
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Events', exact: true}).click();
  await page.waitForURL(url('/concepts/events'), {waitUntil: 'commit'});
  await page.getByRole('heading', {level: 1, name: 'Events'}).waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as {sawBar: boolean}).sawBar), true, 'slow: bar shown');

  // Back to the first page: its code is already loaded, so the switch is instant.
  await page.evaluate(() => ((window as unknown as {sawBar: boolean}).sawBar = false));
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Overview', exact: true}).click();
  await page.waitForURL(url('/concepts'), {waitUntil: 'commit'});
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => (window as unknown as {sawBar: boolean}).sawBar), false, 'fast: no bar');
  await context.close();
});

/** The build's script chunks whose file name or code matches. */
function chunksWhere(what: {name?: RegExp; code?: string}): string[] {
  const dir = path.join(BUILD_DIR, 'assets/js');
  const files = readdirSync(dir).filter(
    (f) =>
      f.endsWith('.js') &&
      (!what.name || what.name.test(f)) &&
      (!what.code || readFileSync(path.join(dir, f), 'utf8').includes(what.code)),
  );
  if (files.length === 0) throw new Error(`no script chunk like ${what.name ?? ''} ${what.code ?? ''}`);
  return files.map((f) => `/assets/js/${f}`);
}

const MERMAID_CHUNKS = {
  // Mermaid itself: the chunk the theme imports first (and would never import again), the
  // one that defines its API (a chunk split out of several is named by a hash, not its modules).
  'Mermaid itself': {code: 'mermaidAPI'},
  // The flowchart's own code, which Mermaid imports while it draws (named after its module).
  "the flowchart's code": {name: /mermaid_core_flowDiagram-/},
};

for (const [what, chunk] of Object.entries(MERMAID_CHUNKS)) {
  for (const {width, mode} of WIDTHS_AND_MODES) {
    test(
      `${width}, ${mode}: a diagram whose code (${what}) fails to load shows the site's red box, and its Retry draws it`,
      {skip: patchSkip('lazy-mermaid')},
      async () => {
        const chunks = chunksWhere(chunk);
        const context = await contextIn(browser(), width, mode);
        let failing = true;
        for (const chunk of chunks)
          await context.route(`**${chunk}`, (route) => (failing ? route.abort('connectionreset') : route.continue()));
        const page = await context.newPage();
        const errors = collectPageErrors(page);
        await gotoHydrated(page, url('/style-guide'));
        const diagram = page.locator('[data-mermaid-pending]').first().locator('..');
        await diagram.scrollIntoViewIfNeeded();
        const box = diagram.getByRole('alert');
        await box.waitFor({timeout: 15_000});
        assert.match(await box.innerText(), /This diagram failed to load\. Check your network connection and retry\./);
        assert.equal(
          await box.evaluate((el) => el.classList.contains('alert--danger')),
          true,
          'an Infima danger alert',
        );
        assert.equal(
          await diagram.locator('[data-mermaid-pending]').isVisible(),
          false,
          'the box replaces the placeholder',
        );
        const retry = box.getByRole('button', {name: 'Retry'});
        const {ratio, color, background} = await textContrast(retry);
        assert.ok(ratio >= 4.5, `Retry: ${color} on ${background} is ${ratio.toFixed(2)}:1`);
        assert.equal(await horizontalOverflow(page), 0);
        assert.deepEqual(errors.map(String), [], 'no uncaught error');
        failing = false;
        await retry.click();
        await diagram.locator('.docusaurus-mermaid-container svg').waitFor({timeout: 15_000});
        assert.equal(await box.count(), 0, 'the box is gone');
        await context.close();
      },
    );
  }
}
