/**
 * The search modal and /search over the local index, in Chromium against the build.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {BrowserContext, Page, Request} from 'playwright-core';
import {BASE_URL, DESKTOP, useBrowser, url} from '../support/browser';
import {BUILD_DIR, collectPageErrors, countDialogs, pageScripts, waitForHydration} from '../support/site';
import {patchSkip} from '../support/patches';
import {WIDTHS, WIDTHS_AND_MODES, contextIn, horizontalOverflow, onScreen, textContrast} from '../support/failures';

const browser = useBrowser();

async function newPage(pathname: string, options = DESKTOP): Promise<Page> {
  const context = await browser().newContext(options);
  const page = await context.newPage();
  await page.goto(url(pathname));
  await waitForHydration(page);
  return page;
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await page.locator('.DocSearch-Hit').first().waitFor();
}

/** The build's script chunks that contain `marker`. */
function chunksWith(marker: string): string[] {
  const dir = path.join(BUILD_DIR, 'assets/js');
  return readdirSync(dir).filter((f) => f.endsWith('.js') && readFileSync(path.join(dir, f), 'utf8').includes(marker));
}

test('a doc page loads no search code or index bytes before the reader searches, and names no third-party origin', async () => {
  const engineChunks = chunksWith('search-index/manifest.json');
  const modalChunks = chunksWith('DocSearch-Modal');
  assert.ok(engineChunks.length > 0 && modalChunks.length > 0, 'the build has the search chunks');
  const context = await browser().newContext(DESKTOP);
  const page = await context.newPage();
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  const response = await page.goto(url('/concepts/object-model'), {waitUntil: 'networkidle'});
  await waitForHydration(page);
  // Under heavy load Playwright has twice missed the request events of the scripts a page
  // fetched while its renderer was starting (CI saw the HTML, CSS and images only), so the
  // page's own Resource Timing entries count too: every fetch the document made is there.
  const timed = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  const fetched = [...new Set([...loaded, ...timed])];
  const scripts = fetched.filter((p) => p.endsWith('.js') || p.endsWith('.json'));
  assert.ok(
    scripts.length > 0,
    `no script requests seen: HTTP ${response?.status()}, ${fetched.length} requests (${fetched.slice(0, 8).join(', ')})`,
  );
  for (const p of scripts) {
    assert.ok(!p.startsWith('/search-index/'), `${p}: index bytes in the initial load`);
    const file = path.basename(p);
    assert.ok(!engineChunks.includes(file) && !modalChunks.includes(file), `${p}: search code in the initial load`);
  }
  const origins = await page.evaluate(() =>
    // canonical and hreflang links name the site's own public origin (SITE_URL); every
    // other link and script is something the browser connects to.
    [
      ...document.querySelectorAll<HTMLElement>(
        'link[href]:not([rel="canonical"]):not([rel="alternate"]), script[src]',
      ),
    ].map((el) => new URL(el.getAttribute('href') ?? el.getAttribute('src')!, location.href).origin),
  );
  assert.deepEqual(
    [...new Set(origins)],
    [new URL(BASE_URL).origin],
    'no preconnect, script or stylesheet from another origin',
  );
  assert.equal(await page.locator('link[href*="algolia"]').count(), 0, 'no Algolia preconnect');
  await context.close();
});

test('the modal opens from the button, Ctrl+K, Cmd+K, the / key and typing into the button; Escape closes it', async () => {
  const page = await newPage('/concepts/object-model');
  const openers: [string, () => Promise<void>][] = [
    ['button', () => page.locator('.DocSearch-Button').click()],
    ['Ctrl+K', () => page.keyboard.press('Control+k')],
    ['Cmd+K', () => page.keyboard.press('Meta+k')],
    ['/', () => page.keyboard.press('/')],
  ];
  for (const [name, open] of openers) {
    await open();
    await modal(page)
      .waitFor({timeout: 10_000})
      .catch(() => assert.fail(`${name} did not open the modal`));
    assert.equal(
      await input(page).evaluate((el) => el === document.activeElement),
      true,
      `${name}: the input has focus`,
    );
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});
  }
  await page.locator('.DocSearch-Button').focus();
  await page.keyboard.press('k');
  await modal(page).waitFor();
  assert.equal(await input(page).inputValue(), 'k', 'the typed letter starts the query');
  await page.keyboard.press('Escape');
  await modal(page).waitFor({state: 'detached'});
  await page.context().close();
});

test('on a phone the Cancel button closes the modal', async () => {
  const page = await newPage('/concepts/object-model', {
    viewport: {width: 390, height: 844},
    isMobile: true,
    hasTouch: true,
  });
  await page.locator('.DocSearch-Button').click();
  await modal(page).waitFor();
  await page.getByRole('button', {name: 'Cancel'}).click();
  await modal(page).waitFor({state: 'detached'});
  await page.context().close();
});

test('results show the hierarchy with highlighted matches; arrows and Enter open the chosen heading', async () => {
  const page = await newPage('/concepts/object-model');
  const errors = collectPageErrors(page);
  await page.keyboard.press('Control+k');
  await search(page, 'ptb');
  assert.equal(
    await page.locator('.DocSearch-Hit-source').first().innerText(),
    'Concepts',
    'grouped by section (lvl0)',
  );
  const first = page.locator('.DocSearch-Hit').first();
  assert.match(await first.innerText(), /Programmable transaction blocks/);
  assert.ok((await first.locator('mark').count()) > 0, 'matches are highlighted');
  assert.equal(await first.getAttribute('aria-selected'), 'true');
  await page.keyboard.press('ArrowDown');
  const second = page.locator('.DocSearch-Hit').nth(1);
  // The selection moves on the next render, which a loaded machine can delay: wait for it (5 s at most).
  await page
    .waitForFunction(
      () => document.querySelectorAll('.DocSearch-Hit')[1]?.getAttribute('aria-selected') === 'true',
      null,
      {
        timeout: 5000,
      },
    )
    .catch(() => undefined);
  assert.equal(await second.getAttribute('aria-selected'), 'true', 'ArrowDown selects the next hit');
  assert.equal(await first.getAttribute('aria-selected'), 'false', 'and only that hit');
  const href = await second.locator('a').getAttribute('href');
  assert.match(
    href ?? '',
    /^\/concepts\/transactions\/prog-txn-blocks#[a-z0-9-]+$/,
    'a section hit links to /path#anchor',
  );
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => `${u.pathname}${u.hash}` === href);
  await modal(page).waitFor({state: 'detached'});
  assert.deepEqual(errors.map(String), []);
  await page.context().close();
});

/** A pause in typing that may count as a settled query (the modal waits 200 ms: src/theme/SearchBar). */
const PAUSE_MS = 150;

test('typing in the modal shows hits from the index alone; snippet texts are fetched only once the query settles, for the hits shown', async () => {
  const manifest = JSON.parse(readFileSync(path.join(BUILD_DIR, 'search-index/manifest.json'), 'utf8')) as {
    shards: string[];
  };
  const page = await newPage('/concepts/object-model');
  const errors = collectPageErrors(page);
  const shardRequests: string[] = [];
  const requestedWhileTyping: Request[] = [];
  let typing = true;
  page.on('request', (request) => {
    const file = path.basename(new URL(request.url()).pathname);
    if (!manifest.shards.includes(file)) return;
    shardRequests.push(file);
    if (typing) requestedWhileTyping.push(request);
  });
  // When each typed character reached the page (wall clock, as the requests' start times are):
  // key presses that type, not the Control+K that opens the modal nor events the modal fires itself.
  await page.evaluate(() => {
    const w = window as unknown as {keystrokes: number[]};
    w.keystrokes = [];
    window.addEventListener(
      'keydown',
      (e) => {
        if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) w.keystrokes.push(Date.now());
      },
      true,
    );
  });
  await page.keyboard.press('Control+k');
  // 'k', 'ki', 'kio', 'kios' each show hits once the index is in; none of them may fetch texts
  // unless the reader paused on it for the settle delay (a loaded machine can type that slowly).
  // (On a slow machine the first hits can appear after the query settled, so the check is
  // on the keystrokes, not on the first hits.)
  await input(page).pressSequentially('kiosk', {delay: 40});
  typing = false;
  await page.locator('.DocSearch-Hit').first().waitFor();
  const keystrokes = await page.evaluate(() => (window as unknown as {keystrokes: number[]}).keystrokes);
  assert.equal(keystrokes.length, 'kiosk'.length, 'one time per typed character');
  for (const request of requestedWhileTyping) {
    await request.response();
    const started = request.timing().startTime;
    const before = keystrokes.filter((t) => t <= started);
    const lastKey = before.at(-1)!;
    // A query that settled in a pause can have its request start just after the next
    // keystroke reached the page, before the modal saw the new letter: that request belongs
    // to the pause before that keystroke.
    const pauseBefore =
      before.length > 1 && lastKey - before.at(-2)! >= PAUSE_MS && started - before.at(-2)! >= PAUSE_MS;
    assert.ok(
      started - lastKey >= PAUSE_MS || pauseBefore,
      `${path.basename(request.url())} fetched ${started - lastKey} ms after a keystroke, before the query settled (keystrokes at ${keystrokes.map((t) => t - keystrokes[0]!).join(', ')} ms)`,
    );
  }
  const hits = await page.locator('.DocSearch-Hit').count();
  const firstHref = await page.locator('.DocSearch-Hit a').first().getAttribute('href');
  // Once the query has settled, the shown hits get their texts.
  for (let waited = 0; shardRequests.length === 0 && waited < 5000; waited += 100) await page.waitForTimeout(100);
  assert.ok(shardRequests.length > 0, 'the settled query fetches its snippet shards');
  await page.waitForTimeout(800);
  assert.ok(shardRequests.length <= hits, `only the shown hits' shards (${shardRequests.length} for ${hits} hits)`);
  assert.equal(new Set(shardRequests).size, shardRequests.length, 'each shard fetched once');
  assert.equal(await page.locator('.DocSearch-Hit').count(), hits, 'the snippets do not change the hits');
  assert.equal(await page.locator('.DocSearch-Hit a').first().getAttribute('href'), firstHref);
  assert.equal(await page.locator('.DocSearch-Hit').first().getAttribute('aria-selected'), 'true');
  assert.deepEqual(errors.map(String), []);
  await page.context().close();
});

/** The search-index files a page's own main thread fetched (a worker's fetches are not in its resource timing). */
function indexFetchedByPage(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/search-index/')),
  );
}

test('the index is fetched and searched in a Web Worker, not on the page; the worker is one script', async () => {
  const page = await newPage('/concepts/object-model');
  await page.keyboard.press('Control+k');
  await search(page, 'kiosk');
  const [worker, ...others] = page.workers();
  assert.ok(worker && others.length === 0, 'one worker');
  assert.match(new URL(worker.url()).pathname, /^\/assets\/js\/[^/]+\.js$/, 'the worker is a script of the build');
  const fetchedByWorker = await worker.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
  );
  assert.ok(
    fetchedByWorker.some((p) => /^\/search-index\/index\.[0-9a-f]+\.json$/.test(p)),
    `the worker fetched the index (${fetchedByWorker.join(', ')})`,
  );
  // MiniSearch comes inside the worker's script: no second script stands between it and the index.
  assert.deepEqual(
    fetchedByWorker.filter((p) => p.endsWith('.js')),
    [],
    'the worker loaded no further script',
  );
  assert.deepEqual(await indexFetchedByPage(page), [], 'the page itself fetched no index file');
  await page.context().close();
});

test('without Worker, or when the worker script cannot load, the search runs on the page', async () => {
  const setups: [string, (context: BrowserContext) => Promise<unknown>][] = [
    ['no Worker', (context) => context.addInitScript(() => delete (globalThis as {Worker?: unknown}).Worker)],
    [
      'worker script blocked',
      (context) => context.route(/\/assets\/js\/search\.[0-9a-f]+\.js$/, (route) => route.abort('blockedbyclient')),
    ],
  ];
  for (const [name, setup] of setups) {
    const context = await browser().newContext(DESKTOP);
    await setup(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(url('/concepts/object-model'));
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await search(page, 'kiosk');
    assert.equal(await page.locator('.DocSearch-Hit a').first().getAttribute('href'), '/standards/kiosk', name);
    assert.ok(
      (await indexFetchedByPage(page)).some((p) => p.includes('/index.')),
      `${name}: the page fetched the index itself`,
    );
    assert.deepEqual(errors.map(String), [], name);
    await context.close();
  }
});

test('recent searches: none at first, then the chosen result under Recent', async () => {
  const page = await newPage('/concepts/object-model');
  await page.keyboard.press('Control+k');
  await page.getByText('No recent searches').waitFor();
  await search(page, 'kiosk');
  const title = (await page.locator('.DocSearch-Hit-title').first().innerText()).trim();
  await page.locator('.DocSearch-Hit a').first().click();
  await page.waitForURL((u) => u.pathname === '/standards/kiosk');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Hit-source', {hasText: 'Recent'}).waitFor();
  assert.equal((await page.locator('.DocSearch-Hit-title').first().innerText()).trim(), title);
  await page.context().close();
});

test('"See all {count} results" opens /search?q=… with the results grouped by page', async () => {
  const page = await newPage('/concepts/object-model');
  await page.keyboard.press('Control+k');
  await search(page, 'staking rewards');
  const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
  const count = Number((await seeAll.innerText()).match(/\d+/)![0]);
  assert.ok(count > 20, `${count} results`);
  await seeAll.click();
  await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === 'staking rewards');
  await page.getByText(`${count} results`).waitFor();
  const articles = page.locator('main article');
  assert.ok((await articles.count()) > 1);
  const pageUrls = await articles.locator('h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  assert.equal(new Set(pageUrls).size, pageUrls.length, 'one entry per page');
  assert.ok((await page.locator('main mark').count()) > 0, 'highlighted snippets');
  await page.context().close();
});

test('/search reads q, writes q as the reader types, and loads more results', async () => {
  const page = await newPage('/search?q=kiosk');
  await page.locator('main article').first().waitFor();
  assert.equal(await page.locator('main article h2 a').first().getAttribute('href'), '/standards/kiosk');
  assert.equal(await page.title(), 'Search results for "kiosk" | Sui Documentation');
  assert.equal(await page.locator('a[href*="algolia.com"]').count(), 0, 'no Algolia credit offline');
  await page.getByRole('searchbox', {name: 'Search'}).fill('transaction');
  await page.waitForURL((u) => u.searchParams.get('q') === 'transaction');
  await page.getByRole('button', {name: 'Load more results'}).waitFor();
  const before = await page.locator('main li').count();
  await page.getByRole('button', {name: 'Load more results'}).click();
  await page.waitForFunction((n) => document.querySelectorAll('main li').length > n, before);
  await page.getByRole('searchbox', {name: 'Search'}).fill('zzzqqqxxy');
  await page.getByText('No results for "zzzqqqxxy"').waitFor();
  await page.context().close();
});

// A stock build's pages list only the runtime and main: lean-runtime makes server rendering report the route's chunks.
test(
  '/search?q=… brings its search client with the page: the first search waits for no further page chunk',
  {skip: patchSkip('lean-runtime')},
  async () => {
    const clientChunks = chunksWith('Search worker unavailable');
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(url('/search?q=object'));
    await page.locator('main article').first().waitFor();
    const listed = pageScripts(await (await fetch(url('/search'))).text());
    const withClient = fetched.filter((p) => clientChunks.includes(path.basename(p)));
    assert.equal(withClient.length, 1, `one script with the client: ${withClient.join(', ')}`);
    assert.ok(
      listed.some((src) => src.endsWith(withClient[0]!)),
      `${withClient[0]} is one of the scripts the page's HTML lists`,
    );
    await context.close();
  },
);

test('/search on a phone: the page does not jump as results arrive, and it can be indexed under /search', async () => {
  const context = await browser().newContext({viewport: {width: 390, height: 844}});
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as {shift: number}).shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[]) {
        if (!e.hadRecentInput) (window as unknown as {shift: number}).shift += e.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto(url('/search?q=object'));
  await page.locator('main article').first().waitFor();
  await page.waitForTimeout(500);
  const shift = await page.evaluate(() => (window as unknown as {shift: number}).shift);
  assert.ok(shift < 0.1, `layout shift ${shift.toFixed(3)} (0.1 is the "good" limit)`);
  const head = await page.evaluate(() => ({
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
  }));
  assert.equal(head.robots, null);
  assert.ok(head.description.length > 50, head.description);
  assert.match(head.canonical, /\/search$/);
  await context.close();
});

test('when the index cannot be fetched the modal says so, and searching again works once it is back', async () => {
  const context = await browser().newContext(DESKTOP);
  let failing = true;
  await context.route('**/search-index/**', (route) =>
    failing ? route.abort('internetdisconnected') : route.continue(),
  );
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(url('/concepts/object-model'));
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await input(page).fill('kiosk');
  await page.getByText('Unable to fetch results').waitFor();
  await page.getByText('You might want to check your network connection.').waitFor();
  failing = false;
  await input(page).fill('kiosk standard');
  await page.locator('.DocSearch-Hit').first().waitFor();
  assert.deepEqual(errors.map(String), [], 'no uncaught error');
  assert.equal(await page.locator('article h1').first().innerText(), 'Object model', 'the page keeps working');
  await context.close();
});

test('/search shows the failure message when the index cannot be fetched', async () => {
  const context = await browser().newContext(DESKTOP);
  await context.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  await page.goto(url('/search?q=kiosk'));
  await page.getByRole('alert').filter({hasText: 'Unable to fetch results'}).waitFor();
  await page.getByText('You might want to check your network connection.').waitFor();
  await context.close();
});

for (const width of ['desktop', 'phone'] as const) {
  test(`${width}: /search shows every result when one snippet shard cannot be fetched, with the snippets that arrived`, async () => {
    const manifest = JSON.parse(readFileSync(path.join(BUILD_DIR, 'search-index/manifest.json'), 'utf8')) as {
      shards: string[];
    };
    const context = await browser().newContext({viewport: WIDTHS[width]});
    // The first shard the page asks for (one of the 20) never arrives.
    let failed: string | null = null;
    await context.route('**/search-index/**', (route) => {
      const file = path.basename(new URL(route.request().url()).pathname);
      if (manifest.shards.includes(file) && (failed ?? file) === file) {
        failed = file;
        return route.abort('internetdisconnected');
      }
      return route.continue();
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(url('/search?q=object'));
    await page.getByText(/^\d+ results$/).waitFor({timeout: 15_000});
    assert.ok(failed, 'a shard was asked for and failed');
    assert.equal(await page.getByText('Unable to fetch results').count(), 0, 'no failure message');
    const groups = await page.locator('main article').count();
    assert.ok(groups > 3, `${groups} pages of results`);
    const snippets = await page.locator('main article li p').count();
    const hits = await page.locator('main article li').count();
    assert.ok(snippets > 0, 'the snippets that arrived are shown');
    assert.ok(snippets < hits, `the failed shard's hits show without one (${snippets} snippets for ${hits} hits)`);
    assert.equal(await horizontalOverflow(page), 0);
    assert.deepEqual(errors.map(String), [], 'no uncaught error');
    await context.close();
  });
}

/** The script chunks of the search modal (DocSearch's modal code). */
const modalChunks = () => chunksWith('DocSearch-Modal');

for (const {width, mode} of WIDTHS_AND_MODES) {
  test(`${width}, ${mode}: when the modal's code cannot load, the Search button says so and the next press retries`, async () => {
    const chunks = modalChunks();
    assert.ok(chunks.length > 0, 'the modal has a chunk');
    const context = await contextIn(browser(), width, mode);
    let failing = true;
    for (const chunk of chunks)
      await context.route(`**/assets/js/${chunk}`, (route) =>
        failing ? route.abort('internetdisconnected') : route.continue(),
      );
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(url('/concepts/object-model'));
    await waitForHydration(page);
    const button = page.getByRole('button', {name: 'Search'});
    await button.click();
    const message = page.getByRole('alert').filter({hasText: 'Unable to load search'});
    await message.waitFor({timeout: 10_000});
    assert.match(await message.innerText(), /You might want to check your network connection\./);
    assert.equal(await modal(page).count(), 0);
    assert.ok(await onScreen(message), 'the message is on screen');
    const [near, msgBox] = [(await button.boundingBox())!, (await message.boundingBox())!];
    assert.ok(
      msgBox.y >= near.y && msgBox.y - (near.y + near.height) < 40,
      `the message is just below the button (button ${JSON.stringify(near)}, message ${JSON.stringify(msgBox)})`,
    );
    assert.equal(await horizontalOverflow(page), 0);
    const {ratio, color, background} = await textContrast(message);
    assert.ok(ratio >= 4.5, `message: ${color} on ${background} is ${ratio.toFixed(2)}:1`);
    if (width === 'desktop') {
      // The shortcut fails the same way, and says so too.
      await page.keyboard.press('Control+k');
      await page.waitForTimeout(500);
      await message.waitFor();
      assert.equal(await modal(page).count(), 0);
    }
    assert.deepEqual(errors.map(String), [], 'no uncaught error');
    failing = false;
    if (width === 'desktop') await page.keyboard.press('Control+k');
    else await button.click();
    await modal(page).waitFor();
    assert.equal(await message.count(), 0, 'the message is gone');
    await search(page, 'kiosk');
    assert.deepEqual(errors.map(String), [], 'no uncaught error');
    await context.close();
  });
}

test('a query with no hits says "No results for" and suggests sections to try', async () => {
  const page = await newPage('/concepts/object-model');
  await page.keyboard.press('Control+k');
  await search(page, 'staking');
  await input(page).fill('zzzqqqxxy');
  await page.locator('.DocSearch-NoResults').waitFor();
  assert.equal(await page.locator('.DocSearch-NoResults .DocSearch-Title').innerText(), 'No results for "zzzqqqxxy"');
  await page.getByText('Try searching for').waitFor();
  assert.ok((await page.locator('.DocSearch-NoResults-Prefill-List button').count()) > 0, 'sections to try');
  await page.context().close();
});

const INJECTION = '<img src=x onerror=alert(1)>';

test('query text is inert in the modal and on /search; empty, blank and very long queries answer', async () => {
  const page = await newPage('/concepts/object-model');
  const errors = collectPageErrors(page);
  const dialogs = countDialogs(page);
  await page.keyboard.press('Control+k');
  await input(page).fill(INJECTION);
  await page.locator('.DocSearch-NoResults, .DocSearch-Hit').first().waitFor();
  assert.equal(await modal(page).locator('img[src="x"]').count(), 0);
  if (await page.locator('.DocSearch-NoResults').count()) {
    assert.match(await page.locator('.DocSearch-Title').innerText(), /No results for "<img src=x onerror=alert\(1\)>"/);
  }
  for (const query of ['', '   ', 'transaction '.repeat(90).slice(0, 1000)]) {
    const started = Date.now();
    await input(page).fill(query);
    await page.locator('.DocSearch-StartScreen, .DocSearch-NoResults, .DocSearch-Hit').first().waitFor();
    assert.ok(Date.now() - started < 5000, `"${query.slice(0, 20)}…" answered in ${Date.now() - started} ms`);
  }
  await page.keyboard.press('Escape');

  await page.goto(url(`/search?q=${encodeURIComponent(INJECTION)}`));
  await page.getByRole('heading', {level: 1}).filter({hasText: INJECTION}).waitFor();
  await page.waitForTimeout(800);
  assert.equal(await page.locator('main img[src="x"], h1 img').count(), 0);
  assert.equal(dialogs.count, 0, 'no script ran');
  assert.deepEqual(errors.map(String), []);
  await page.context().close();
});
