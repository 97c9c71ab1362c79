/**
 * The browser figures of `npm run bench:search`: the modal on the served build, in
 * Debian's Chromium, once as shipped (the search in its Web Worker) and once with
 * `Worker` removed from the page, so that the same searcher runs on the main thread (the
 * client's fallback, and how the search ran before the worker). For each:
 * - bytes fetched from opening the modal to the first results (as served, and as gzip
 *   would send them), and until the settled query's snippets are in;
 * - the time from Ctrl+K to the first results on a cold page, and from the modal showing
 *   to its first results;
 * - with the CPU throttled 4×, one key every 700 ms: per keystroke, the time to the first
 *   change of the results and to the last one (which includes the snippets fetched once
 *   the query has settled), the keystroke's own latency to its next paint (Event Timing),
 *   and how long the main thread was blocked by long tasks (50 ms and more);
 * - the same keystroke latency and blocking when typing at 8 keys a second;
 * - in the worker, the search's own time per keystroke (ranking and hits, the
 *   `processingTimeMS` of each answer), with the CPU throttled 4×.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {BrowserContext, Page} from 'playwright-core';
import {launchBrowser} from '../../tests/support/browser';
import {ensureChromium} from '../../tests/support/chromium';
import {freePort, waitForHttp} from '../../tests/support/net';

type SearchThread = 'worker' | 'main thread';

export interface BrowserFigures {
  thread: SearchThread;
  firstResultsBytes: {raw: number; gzip: number; files: string[]};
  settledBytes: {raw: number; gzip: number; files: string[]};
  firstResultsMs: number[];
  /** From the modal showing to its first hit (the index fetched and opened meanwhile). */
  afterOpenMs: number[];
  keystrokeMs: number[];
  keystrokeSettledMs: number[];
  /** Per keystroke: the longest Event Timing entry of its events (input to next paint; under 16 ms counts as 16). */
  keystrokePaintMs: number[];
  /** Per keystroke: the summed duration of the long tasks that started before the next key. */
  blockedMs: number[];
  fastPaintMs: number[];
  fastBlockedMs: number[];
  /** Worker only: the search's own time per keystroke (processingTimeMS of each answer), CPU throttled 4×. */
  searchMs: number[];
}

const TYPED = [
  'sponsored transaction',
  'dynamic fields',
  'staking rewards',
  'run a full node',
  'publish package',
  'how do I pay gas for another user',
  'log in with google',
];
/** The pause between keys of the slow run: no keystroke is followed further. */
const KEY_WINDOW_MS = 700;
/** Event Timing reports nothing shorter. */
const MIN_EVENT_MS = 16;

function total(files: {name: string; raw: number; gzip: number}[]): BrowserFigures['firstResultsBytes'] {
  return {
    raw: files.reduce((n, f) => n + f.raw, 0),
    gzip: files.reduce((n, f) => n + f.gzip, 0),
    files: files.map((f) => `${f.name} (${(f.gzip / 1024).toFixed(1)} KB gzip)`),
  };
}

async function newContext(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  thread: SearchThread,
): Promise<BrowserContext> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  if (thread === 'main thread') {
    await context.addInitScript(() => {
      delete (globalThis as {Worker?: unknown}).Worker;
    });
  } else {
    // The worker's answers carry the search's own time: collected as the page receives them.
    await context.addInitScript(() => {
      const w = globalThis as unknown as {Worker: typeof Worker; __searchMs: number[]};
      const Native = w.Worker;
      w.__searchMs = [];
      w.Worker = class extends Native {
        constructor(...args: ConstructorParameters<typeof Worker>) {
          super(...args);
          this.addEventListener('message', (event: MessageEvent) => {
            const results = (event.data as {result?: {results?: {processingTimeMS?: number}[]}})?.result?.results;
            if (Array.isArray(results)) {
              for (const r of results)
                if (typeof r.processingTimeMS === 'number') w.__searchMs.push(r.processingTimeMS);
            }
          });
        }
      };
    });
  }
  return context;
}

async function hydrated(page: Page, href: string): Promise<void> {
  await page.goto(href);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

interface Recorded {
  /** Keydown event times. */
  keys: number[];
  /** Times the modal's content changed. */
  changes: number[];
  events: {start: number; duration: number}[];
  long: {start: number; duration: number}[];
}

/** Records keydowns, result changes, Event Timing entries and long tasks from now on (the observers are installed once). */
async function record(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {__bench?: Recorded};
    const fresh = !w.__bench;
    w.__bench = {keys: [], changes: [], events: [], long: []};
    if (!fresh) return;
    const bench = () => w.__bench!;
    document.addEventListener('keydown', (e) => bench().keys.push(e.timeStamp), true);
    new MutationObserver(() => bench().changes.push(performance.now())).observe(
      document.querySelector('.DocSearch-Modal')!,
      {
        subtree: true,
        childList: true,
        characterData: true,
      },
    );
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench().events.push({start: e.startTime, duration: e.duration});
    }).observe({type: 'event', durationThreshold: 16} as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench().long.push({start: e.startTime, duration: e.duration});
    }).observe({type: 'longtask'});
  });
}

async function recorded(page: Page): Promise<Recorded> {
  return page.evaluate(() => (window as unknown as {__bench: Recorded}).__bench);
}

/** Per keystroke, up to the next one: paint latency and long-task time. */
function perKeystroke({keys, events, long}: Recorded): {paint: number[]; blocked: number[]} {
  const paint: number[] = [];
  const blocked: number[] = [];
  keys.forEach((key, i) => {
    // The last key of a query waits for the next query: its window stops where a key's would.
    const next = Math.min(keys[i + 1] ?? Infinity, key + KEY_WINDOW_MS);
    // The keystroke's keydown, keypress and input entries start at (or within a frame of) its keydown.
    const own = events.filter((e) => e.start >= key - 1 && e.start < Math.min(next, key + 50));
    paint.push(Math.max(MIN_EVENT_MS, ...own.map((e) => e.duration)));
    blocked.push(long.filter((t) => t.start >= key && t.start < next).reduce((n, t) => n + t.duration, 0));
  });
  return {paint, blocked};
}

async function measureThread(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  base: string,
  thread: SearchThread,
  runs: number,
): Promise<BrowserFigures> {
  const figures: BrowserFigures = {
    thread,
    firstResultsBytes: {raw: 0, gzip: 0, files: []},
    settledBytes: {raw: 0, gzip: 0, files: []},
    firstResultsMs: [],
    afterOpenMs: [],
    keystrokeMs: [],
    keystrokeSettledMs: [],
    keystrokePaintMs: [],
    blockedMs: [],
    fastPaintMs: [],
    fastBlockedMs: [],
    searchMs: [],
  };

  for (let run = 0; run < runs; run++) {
    const context = await newContext(browser, thread);
    const page = await context.newPage();
    await hydrated(page, `${base}/concepts/object-model`);
    // The page's own deferred loads are not search bytes: the reader opens a settled page.
    // Let the route prefetches of the links in view finish first (a key that does nothing
    // else, Shift, as a reader's first input).
    await page.keyboard.press('Shift');
    await page.waitForLoadState('networkidle');
    // When the first hit appears, by the wall clock (the worker's requests are not in the
    // page's resource timing, so requests are placed by their own start time).
    // Also when the modal itself shows: the first results are timed from there too.
    await page.evaluate(() => {
      const w = window as unknown as {__firstHit?: number; __modalShown?: number};
      const observer = new MutationObserver(() => {
        if (w.__modalShown === undefined && document.querySelector('.DocSearch-Modal')) {
          w.__modalShown = performance.timeOrigin + performance.now();
        }
        if (document.querySelector('.DocSearch-Hit')) {
          w.__firstHit = performance.timeOrigin + performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, {subtree: true, childList: true});
    });
    // Context-wide: the worker's requests (its script, its chunks, the index) count too.
    const fetched: Promise<{name: string; started: number; raw: number; gzip: number}>[] = [];
    context.on('response', (response) => {
      const started = response.request().timing().startTime;
      fetched.push(
        response.body().then(
          (body) => ({name: new URL(response.url()).pathname, started, raw: body.length, gzip: gzipSync(body).length}),
          () => ({name: response.url(), started, raw: 0, gzip: 0}),
        ),
      );
    });
    const started = Date.now();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').pressSequentially('kiosk');
    await page.locator('.DocSearch-Hit').first().waitFor();
    figures.firstResultsMs.push(Date.now() - started);
    figures.afterOpenMs.push(
      await page.evaluate(() => {
        const w = window as unknown as {__firstHit: number; __modalShown: number};
        return Math.round(w.__firstHit - w.__modalShown);
      }),
    );
    if (run === 0) {
      await page.waitForTimeout(300);
      const firstHit = await page.evaluate(() => (window as unknown as {__firstHit: number}).__firstHit);
      const before = (await Promise.all(fetched)).filter((f) => f.started <= firstHit);
      figures.firstResultsBytes = total(before);
      // The settled query's snippet shards come after a pause in typing.
      await page.waitForTimeout(2000);
      const after = (await Promise.all(fetched)).filter((f) => f.started > firstHit);
      figures.settledBytes = total([...before, ...after]);
    }
    await context.close();
  }

  // Warm modal, CPU throttled 4×.
  const context = await newContext(browser, thread);
  const page = await context.newPage();
  await hydrated(page, `${base}/concepts/object-model`);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').pressSequentially('kiosk');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await record(page);
  if (thread === 'worker') await page.evaluate(() => ((window as unknown as {__searchMs: number[]}).__searchMs = []));
  for (const query of TYPED) {
    await page.locator('.DocSearch-Input').fill('');
    await page.waitForTimeout(600);
    for (const char of query) {
      await page.locator('.DocSearch-Input').press(char === ' ' ? 'Space' : char);
      // Long enough for a throttled search and render to finish before the next key.
      await page.waitForTimeout(KEY_WINDOW_MS);
    }
  }
  const slow = await recorded(page);
  if (thread === 'worker') {
    figures.searchMs = await page.evaluate(() => [...(window as unknown as {__searchMs: number[]}).__searchMs]);
  }
  slow.keys.forEach((key, i) => {
    const next = slow.keys[i + 1] ?? Infinity;
    const after = slow.changes.filter((c) => c >= key && c < next);
    if (after.length) {
      figures.keystrokeMs.push(after[0]! - key);
      figures.keystrokeSettledMs.push(after.at(-1)! - key);
    }
  });
  ({paint: figures.keystrokePaintMs, blocked: figures.blockedMs} = perKeystroke(slow));

  // Typing at 8 keys a second: each search still running when the next key comes.
  await record(page);
  for (const query of TYPED) {
    await page.locator('.DocSearch-Input').fill('');
    await page.waitForTimeout(600);
    await page.locator('.DocSearch-Input').pressSequentially(query, {delay: 125});
    await page.waitForTimeout(1500);
  }
  const fast = perKeystroke(await recorded(page));
  figures.fastPaintMs = fast.paint;
  figures.fastBlockedMs = fast.blocked;
  await context.close();
  return figures;
}

export async function measureInBrowser(root: string, runs = 3): Promise<BrowserFigures[]> {
  ensureChromium();
  const port = await freePort();
  const server = spawn(
    path.join(root, 'node_modules/.bin/docusaurus'),
    ['serve', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    {
      cwd: root,
      stdio: 'ignore',
      detached: true,
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const browser = await launchBrowser();
  try {
    await waitForHttp(`${base}/`, 60_000);
    const figures: BrowserFigures[] = [];
    for (const thread of ['worker', 'main thread'] as const)
      figures.push(await measureThread(browser, base, thread, runs));
    return figures;
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}
