/**
 * How search shows the reader's own text and its matches, in Chromium against the build: the
 * query echoed on /search (isolated from the text around it, bounded to what is searched),
 * the highlighted matches on /search and in the modal, and the navbar button's key hint;
 * at desktop and phone widths, in light and dark mode where colour matters.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContextOptions, Page} from 'playwright-core';
import {DESKTOP, useBrowser, url} from '../support/browser';
import {MOBILE} from '../support/parity';
import {lowContrastTexts} from '../support/visual';
// The engine reads the first 200 characters of a query; /search echoes no more.
import {MAX_QUERY_LENGTH as SEARCHED} from '../../plugins/local-search/limits';
import {waitForHydration} from '../support/site';

const browser = useBrowser();

const SIZES: ReadonlyArray<[string, BrowserContextOptions]> = [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
];
const MODES = ['light', 'dark'] as const;

async function open(
  pathname: string,
  options: BrowserContextOptions,
  mode: (typeof MODES)[number] = 'light',
): Promise<Page> {
  const context = await browser().newContext({...options, colorScheme: mode, reducedMotion: 'reduce'});
  await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
  const page = await context.newPage();
  await page.goto(url(pathname));
  await waitForHydration(page);
  return page;
}

test('/search isolates the echoed query: a right-to-left override in it does not reorder the heading', async () => {
  const evil = '\u202Eobject evil';
  // [query, as echoed]: a stray POP DIRECTIONAL ISOLATE would close the isolate around the query, so it is dropped.
  const queries: Array<[string, string]> = [
    [evil, evil],
    [`\u2069${evil}`, evil],
  ];
  for (const [size, options] of SIZES) {
    for (const [query, shown] of queries) {
      const label = `${size}, ${JSON.stringify(query)}`;
      const page = await open(`/search?q=${encodeURIComponent(query)}`, options);
      const h1 = page.getByRole('heading', {level: 1});
      await h1.filter({hasText: 'object evil'}).waitFor();
      // Where each part of the heading is drawn: the words before the query, the query, the closing quote.
      const layout = await h1.evaluate((heading, q) => {
        const text = heading.textContent ?? '';
        const start = text.indexOf(q);
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        const nodes: Text[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
        /** Where text[from, to) starts and ends: its first and last line boxes. */
        const box = (from: number, to: number) => {
          const range = document.createRange();
          let offset = 0;
          for (const node of nodes) {
            const length = node.data.length;
            if (from >= offset && from <= offset + length) range.setStart(node, from - offset);
            if (to >= offset && to <= offset + length) {
              range.setEnd(node, to - offset);
              break;
            }
            offset += length;
          }
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          const lines = [...new Set(rects.map((r) => Math.round(r.top)))].sort((a, b) => a - b);
          const onLine = (top: number) => rects.filter((r) => Math.round(r.top) === top);
          const first = onLine(lines[0]!);
          const last = onLine(lines[lines.length - 1]!);
          return {
            first: {top: lines[0]!, left: Math.min(...first.map((r) => r.left))},
            last: {top: lines[lines.length - 1]!, right: Math.max(...last.map((r) => r.right))},
          };
        };
        return {
          text,
          before: box(0, start - 1),
          query: box(start, start + q.length),
          closing: box(start + q.length, start + q.length + 1),
        };
      }, shown);
      /** In a left-to-right heading: `b` starts on a later line than `a` ends, or right of it on the same line. */
      const follows = (a: (typeof layout)['before'], b: (typeof layout)['before']) =>
        b.first.top > a.last.top || b.first.left >= a.last.right - 1;
      assert.equal(layout.text, `Search results for "${shown}"`, label);
      assert.ok(
        follows(layout.before, layout.query),
        `${label}: "Search results for" is drawn left of the query (${JSON.stringify(layout)})`,
      );
      assert.ok(
        follows(layout.query, layout.closing),
        `${label}: the closing quote is drawn right of the query, not reversed into it (${JSON.stringify(layout)})`,
      );
      // The page title isolates the query too (FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE).
      assert.equal(await page.title(), `Search results for "\u2068${shown}\u2069" | Sui Documentation`, label);
      await page.context().close();
    }
  }
  // A query without right-to-left text keeps a plain title.
  const page = await open('/search?q=kiosk', DESKTOP);
  await page.getByRole('heading', {level: 1, name: 'Search results for "kiosk"'}).waitFor();
  assert.equal(await page.title(), 'Search results for "kiosk" | Sui Documentation');
  await page.context().close();
});

test('/search echoes only the searched part of a very long query, cut with an ellipsis, in a heading of a few lines', async () => {
  const words = Array.from({length: 800}, (_, i) => `word${i}`).join(' ');
  const cases: Array<[string, string]> = [
    ['words', words.slice(0, 5000)],
    // One word with nothing to break at must not widen the page either.
    ['one long word', 'a'.repeat(5000)],
  ];
  for (const [size, options] of SIZES) {
    for (const [what, query] of cases) {
      const page = await open(`/search?q=${encodeURIComponent(query)}`, options);
      const h1 = page.getByRole('heading', {level: 1});
      await h1.filter({hasText: 'Search results for'}).waitFor();
      const shown = await h1.evaluate((heading) => {
        const style = getComputedStyle(heading);
        return {
          text: heading.textContent ?? '',
          height: heading.getBoundingClientRect().height,
          lineHeight: parseFloat(style.lineHeight),
          pageWidth: document.documentElement.scrollWidth,
          viewport: innerWidth,
        };
      });
      const label = `${size}, ${what}`;
      assert.ok(
        shown.text.includes(`"${query.slice(0, SEARCHED)}…"`),
        `${label}: the heading echoes the first ${SEARCHED} characters and an ellipsis (${shown.text.length} characters shown)`,
      );
      assert.ok(shown.text.length < SEARCHED + 40, `${label}: nothing past what is searched (${shown.text.length})`);
      assert.ok(
        shown.height <= 3 * shown.lineHeight + 1,
        `${label}: the heading is ${shown.height} px, more than three lines of ${shown.lineHeight} px`,
      );
      assert.ok(shown.pageWidth <= shown.viewport, `${label}: the page is ${shown.pageWidth} px wide`);
      // The search box keeps what the reader typed.
      assert.equal(await page.getByRole('searchbox', {name: 'Search'}).inputValue(), query, label);
      await page.context().close();
    }
  }
});

test('highlighted matches on /search and in the modal have 4.5:1 contrast in light and dark mode', async () => {
  const low: string[] = [];
  for (const mode of MODES) {
    for (const [size, options] of SIZES) {
      const label = `${mode}, ${size}`;
      const page = await open('/search?q=object', options, mode);
      await page.locator('main article mark').first().waitFor();
      const onPage = await lowContrastTexts(page, 'main article mark');
      assert.ok(onPage.measured > 3, `${label}: /search shows highlighted matches`);
      low.push(...onPage.low.map((l) => `${label}, /search: ${l}`));

      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('object');
      await page.locator('.DocSearch-Hit mark').first().waitFor();
      // The first hit is the selected one: its marks are measured on the selection's colour.
      assert.equal(await page.locator('.DocSearch-Hit').first().getAttribute('aria-selected'), 'true');
      const inModal = await lowContrastTexts(page, '.DocSearch-Hit mark');
      assert.ok(inModal.measured > 3, `${label}: the modal shows highlighted matches`);
      low.push(...inModal.low.map((l) => `${label}, modal: ${l}`));
      await page.context().close();
    }
  }
  assert.deepEqual(low, [], 'highlighted text below 4.5:1 (3:1 when large)');
});

test('the navbar search key hint fits its key caps and reads at 4.5:1, in light and dark mode', async () => {
  for (const mode of MODES) {
    const page = await open('/concepts', DESKTOP, mode);
    const keys = page.locator('.DocSearch-Button-Key');
    await keys.nth(1).waitFor();
    const fits = await keys.evaluateAll((caps) =>
      caps.map((cap) => {
        const range = document.createRange();
        range.selectNodeContents(cap);
        const text = range.getBoundingClientRect();
        const box = cap.getBoundingClientRect();
        return {
          key: cap.textContent,
          inside: text.left >= box.left - 0.5 && text.right <= box.right + 0.5,
          text: [text.left, text.right],
          box: [box.left, box.right],
        };
      }),
    );
    assert.deepEqual(
      fits.map((f) => f.key),
      ['Ctrl', 'K'],
    );
    for (const f of fits)
      assert.ok(f.inside, `${mode}: "${f.key}" drawn at ${f.text} spills out of its key cap ${f.box}`);
    const contrast = await lowContrastTexts(page, '.DocSearch-Button-Key');
    assert.equal(contrast.measured, 2);
    assert.deepEqual(contrast.low, [], `${mode}: key hint contrast`);
    await page.context().close();
  }
  // On a phone the button is an icon: no key hint to overflow.
  const page = await open('/concepts', MOBILE);
  await page.locator('.DocSearch-Button').waitFor();
  assert.equal(await page.locator('.DocSearch-Button-Keys').isVisible(), false);
  await page.context().close();
});
