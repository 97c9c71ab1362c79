/**
 * Pagefind as a candidate of `npm run bench:search`. Its search runs only in a browser
 * (pagefind.js and a WebAssembly module that fetch the index chunks a query needs), so the
 * index is built with Pagefind's Node API from the same records (one small HTML page per
 * record: title h1, headings h2/h3, keywords and text, so that Pagefind's own heading
 * weights apply) and queried in Chromium from a local static server. Timings are taken in
 * the page. Sizes: the index is the entry, metadata and index chunks (a query fetches
 * only the chunks its words need); the fragments (each record's text) come later; the
 * library's own JS and WebAssembly are not counted, as no candidate's library is.
 */
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {escapeHtml, type SearchRecord} from '../../plugins/local-search/engine';
import {launchBrowser} from '../../tests/support/browser';
import {ensureChromium} from '../../tests/support/chromium';
import {startStaticServer, type StaticServer} from './staticServer';

/** What the benchmark needs of a candidate's query: record ids best first, and the search's own time. */
export type TimedSearch = (query: string) => Promise<{ids: number[]; ms: number}>;

interface PagefindFile {
  path: string;
  content: Uint8Array;
}

function recordPage(record: SearchRecord): string {
  const parts = [
    `<h1>${escapeHtml(record.lvl1)}</h1>`,
    record.lvl2 ? `<h2>${escapeHtml(record.lvl2)}</h2>` : '',
    record.lvl3 ? `<h3>${escapeHtml(record.lvl3)}</h3>` : '',
    record.keywords ? `<p>${escapeHtml(record.keywords)}</p>` : '',
    `<p>${escapeHtml(record.content)}</p>`,
  ];
  return `<!doctype html><html lang="en"><head><title>${escapeHtml(record.lvl1)}</title></head><body>${parts.join('')}</body></html>`;
}

/** Builds the Pagefind bundle for the records (record i at /r/i/); throws if Pagefind cannot run here. */
export async function buildPagefind(records: SearchRecord[]): Promise<PagefindFile[]> {
  // ESM only, and its binary comes from a platform package: imported only when measured.
  const pagefind = await import('pagefind');
  try {
    const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
    const added = await Promise.all(
      records.map((record, id) => index.addHTMLFile({url: `/r/${id}/`, content: recordPage(record)})),
    );
    const failed = added.flatMap((a) => a.errors);
    if (failed.length) throw new Error(`Pagefind: ${failed.slice(0, 3).join('; ')}`);
    const {files, errors: fileErrors} = await index.getFiles();
    if (fileErrors.length) throw new Error(`Pagefind: ${fileErrors.join('; ')}`);
    return files;
  } finally {
    await pagefind.close();
  }
}

/** The index proper (entry, metadata, index chunks) and the fragments, as shipped. */
export function pagefindSizes(files: PagefindFile[]): {index: Uint8Array[]; fragments: Uint8Array[]} {
  return {
    index: files
      .filter((f) => f.path === 'pagefind-entry.json' || f.path.endsWith('.pf_meta') || f.path.startsWith('index/'))
      .map((f) => f.content),
    fragments: files.filter((f) => f.path.startsWith('fragment/')).map((f) => f.content),
  };
}

/** Serves the bundle, opens it in Chromium and returns the time `init()` took and a search. */
export async function openPagefind(
  files: PagefindFile[],
): Promise<{loadMs: number; search: TimedSearch; close: () => Promise<void>}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pagefind-'));
  for (const file of files) {
    const target = path.join(dir, 'pagefind', file.path);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, file.content);
  }
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Pagefind</title></head><body></body></html>',
  );
  writeFileSync(path.join(dir, '404.html'), 'Not found');
  ensureChromium();
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dir, {recursive: true, force: true});
  };
  try {
    server = await startStaticServer(dir);
    browser = await launchBrowser();
    const page: Page = await browser.newPage();
    await page.goto(`${server.url}/`);
    const loadMs = await page.evaluate(async () => {
      const started = performance.now();
      const pagefind = (await import('/pagefind/pagefind.js' as string)) as {init(): Promise<void>};
      await pagefind.init();
      (window as unknown as {pagefind: unknown}).pagefind = pagefind;
      return performance.now() - started;
    });
    const search: TimedSearch = (query) =>
      page.evaluate(async (q) => {
        const pagefind = (
          window as unknown as {pagefind: {search(q: string): Promise<{results: {data(): Promise<{url: string}>}[]}>}}
        ).pagefind;
        const started = performance.now();
        const {results} = await pagefind.search(q);
        const ms = performance.now() - started;
        // Only the top 3 are read (each needs its fragment), outside the timed part.
        const top = await Promise.all(results.slice(0, 3).map((r) => r.data()));
        return {ids: top.map((d) => Number(d.url.split('/')[2])), ms};
      }, query);
    return {loadMs, search, close};
  } catch (error) {
    await close();
    throw error;
  }
}
