/**
 * The browser figures of `npm run bench:search`: the modal on the served build, in
 * Debian's Chromium. Bytes fetched from opening the modal to the first results (as
 * served, and as gzip would send them) and until the settled query's snippets are in,
 * the time from Ctrl+K to the first results on a cold page, and per-keystroke latency
 * with the CPU throttled 4× (to the first change of the results, and to the last one,
 * which includes the snippets fetched once the query has settled).
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page} from 'playwright-core';
import {launchBrowser} from '../../tests/support/browser';
import {ensureChromium} from '../../tests/support/chromium';
import {freePort, waitForHttp} from '../../tests/support/net';

export interface BrowserFigures {
  firstResultsBytes: {raw: number; gzip: number; files: string[]};
  settledBytes: {raw: number; gzip: number; files: string[]};
  firstResultsMs: number[];
  keystrokeMs: number[];
  keystrokeSettledMs: number[];
}

const TYPED = ['sponsored transaction', 'dynamic fields', 'staking rewards', 'run a full node', 'publish package'];

function total(files: {name: string; raw: number; gzip: number}[]): BrowserFigures['firstResultsBytes'] {
  return {
    raw: files.reduce((n, f) => n + f.raw, 0),
    gzip: files.reduce((n, f) => n + f.gzip, 0),
    files: files.map((f) => `${f.name} (${(f.gzip / 1024).toFixed(1)} KB gzip)`),
  };
}

async function hydrated(page: Page, href: string): Promise<void> {
  await page.goto(href);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

export async function measureInBrowser(root: string, runs = 3): Promise<BrowserFigures> {
  ensureChromium();
  const port = await freePort();
  const server = spawn(path.join(root, 'node_modules/.bin/docusaurus'), ['serve', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const browser = await launchBrowser();
  try {
    await waitForHttp(`${base}/`, 60_000);
    const figures: BrowserFigures = {
      firstResultsBytes: {raw: 0, gzip: 0, files: []},
      settledBytes: {raw: 0, gzip: 0, files: []},
      firstResultsMs: [],
      keystrokeMs: [],
      keystrokeSettledMs: [],
    };

    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({viewport: {width: 1280, height: 900}});
      const page = await context.newPage();
      await hydrated(page, `${base}/concepts/object-model`);
      // The page's own lazy chunks (Mermaid) are not search bytes: the reader opens a settled page.
      await page.waitForLoadState('networkidle');
      // When the first hit appears, by the page's clock: requests started later (the hits'
      // route prefetches, the settled query's snippets) come after the first results.
      await page.evaluate(() => {
        const w = window as unknown as {__firstHit?: number};
        const observer = new MutationObserver(() => {
          if (document.querySelector('.DocSearch-Hit')) {
            w.__firstHit = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document.body, {subtree: true, childList: true});
      });
      const fetched: Promise<{name: string; raw: number; gzip: number}>[] = [];
      page.on('response', (response) => {
        fetched.push(
          response.body().then(
            (body) => ({name: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length}),
            () => ({name: response.url(), raw: 0, gzip: 0}),
          ),
        );
      });
      const started = Date.now();
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').pressSequentially('kiosk');
      await page.locator('.DocSearch-Hit').first().waitFor();
      figures.firstResultsMs.push(Date.now() - started);
      if (run === 0) {
        await page.waitForTimeout(300);
        const before = new Set(
          await page.evaluate(() => {
            const first = (window as unknown as {__firstHit: number}).__firstHit;
            return performance
              .getEntriesByType('resource')
              .filter((e) => e.startTime <= first)
              .map((e) => new URL(e.name).pathname);
          }),
        );
        figures.firstResultsBytes = total((await Promise.all(fetched)).filter((f) => before.has(f.name)));
        // The settled query's snippet shards come after a pause in typing.
        await page.waitForTimeout(2000);
        const all = await Promise.all(fetched);
        // Listed with the requests after the first results last.
        figures.settledBytes = total([...all.filter((f) => before.has(f.name)), ...all.filter((f) => !before.has(f.name))]);
      }
      await context.close();
    }

    // Warm modal, CPU throttled 4×: from each keydown to the last change of the results.
    const context = await browser.newContext({viewport: {width: 1280, height: 900}});
    const page = await context.newPage();
    await hydrated(page, `${base}/concepts/object-model`);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').pressSequentially('kiosk');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.evaluate(() => {
      const w = window as unknown as {__keys: number[]; __changes: number[]};
      w.__keys = [];
      w.__changes = [];
      document.addEventListener('keydown', () => w.__keys.push(performance.now()), true);
      new MutationObserver(() => w.__changes.push(performance.now())).observe(document.querySelector('.DocSearch-Modal')!, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    for (const query of TYPED) {
      await page.locator('.DocSearch-Input').fill('');
      await page.waitForTimeout(600);
      for (const char of query) {
        await page.locator('.DocSearch-Input').press(char === ' ' ? 'Space' : char);
        // Long enough for a throttled search and render to finish before the next key.
        await page.waitForTimeout(700);
      }
    }
    const {keys, changes} = await page.evaluate(() => {
      const w = window as unknown as {__keys: number[]; __changes: number[]};
      return {keys: w.__keys, changes: w.__changes};
    });
    keys.forEach((key, i) => {
      const next = keys[i + 1] ?? Infinity;
      const after = changes.filter((c) => c >= key && c < next);
      if (after.length) {
        figures.keystrokeMs.push(after[0]! - key);
        figures.keystrokeSettledMs.push(after.at(-1)! - key);
      }
    });
    await context.close();
    return figures;
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}
