/**
 * Content parity: one page of every type, opened on the stock build and on the patched one
 * in Chromium, hydrated, and what a reader gets compared item by item: main text, headings,
 * links, doc cards, code blocks (lines, typed tokens, their classes and colours in light and
 * dark mode), inline code (its markup), table of contents, title and head metadata, sidebar,
 * diagrams; at a phone's width also the menu. Runs against BASE_URL (patched) and STOCK_BASE_URL (stock);
 * PARITY_DEBUG=1 prints how many items of each kind the stock build showed.
 */
import {test} from 'node:test';
import type {BrowserContextOptions, Page} from 'playwright-core';
import {DESKTOP, useBrowser} from '../support/browser';
import {
  BUILDS,
  MOBILE,
  assertNotEmpty,
  assertSame,
  diagramsInSource,
  diffSnapshots,
  drawDiagrams,
  errorText,
  merge,
  openPage,
  readCode,
  readContent,
  readMobileMenu,
  settle,
  switchToDark,
  withDarkLook,
  type Build,
  type Snapshot,
} from '../support/parity';

const browser = useBrowser();

interface PageCase {
  readonly path: string;
  /** What kind of page it stands for (the test's name). */
  readonly kind: string;
  /** Lists the stock build must show (non-empty), so the comparison checks something. */
  readonly shows: readonly string[];
  /** Waits for content that comes after hydration. */
  readonly ready?: (page: Page) => Promise<void>;
}

const GRAPHQL = '/references/sui-api/graphql/reference';

const PAGES: readonly PageCase[] = [
  {path: '/', kind: 'home page', shows: ['heading', 'link']},
  {path: '/concepts', kind: 'section landing with cards', shows: ['card', 'sidebar item', 'table of contents link']},
  {
    path: '/concepts/object-model',
    kind: 'leaf doc with Move code and a Mermaid diagram',
    shows: ['code block', 'code block 1 token', 'inline code', 'diagram', 'table of contents link', 'sidebar item'],
  },
  {path: `${GRAPHQL}/operations/queries`, kind: 'generated index (GraphQL queries)', shows: ['card', 'sidebar item']},
  {path: `${GRAPHQL}/types/objects`, kind: 'generated index (GraphQL objects)', shows: ['card', 'sidebar item']},
  {
    path: `${GRAPHQL}/types/objects/object`,
    kind: 'GraphQL type page',
    shows: ['heading', 'link', 'code block', 'code block 1 token', 'inline code', 'sidebar item'],
  },
  {path: '/sui-api-ref', kind: 'JSON-RPC reference', shows: ['heading', 'link', 'inline code']},
  {path: '/snippets/cli-check-install', kind: 'snippet page', shows: ['code block']},
  {path: '/sui-glossary', kind: 'top-level page', shows: ['heading', 'sidebar item']},
  {
    path: '/deepbook-orders',
    kind: 'DeepBook page (TypeScript and Move)',
    shows: ['code block', 'code block 1 token', 'code block 2 token', 'diagram'],
  },
  {
    path: '/style-guide',
    kind: 'page with code in many languages',
    shows: ['code block', 'code block 1 token', 'diagram'],
  },
  {
    path: '/search?q=object',
    kind: 'search results',
    shows: ['heading', 'link'],
    // The results come from a worker after hydration, and their snippets after that.
    ready: async (page) => {
      await page.locator('main article').first().waitFor();
      await settle(page, 600);
    },
  },
  {path: '/this-page-does-not-exist', kind: 'not-found page', shows: ['heading']},
];

/** Mobile width: the leaf doc and the GraphQL type page, with the phone menu. */
const MOBILE_PAGES: readonly PageCase[] = [
  {
    path: '/concepts/object-model',
    kind: 'leaf doc',
    shows: ['code block 1 token', 'table of contents link', 'mobile menu item'],
  },
  {
    path: `${GRAPHQL}/types/objects/object`,
    kind: 'GraphQL type page',
    shows: ['code block 1 token', 'mobile menu item'],
  },
];

/** Opens the collapsed table of contents of the phone layout, so its links can be compared. */
async function expandMobileToc(page: Page): Promise<void> {
  const button = page.locator('.theme-doc-toc-mobile button');
  if ((await button.count()) === 0) return;
  await button.click();
  await page.locator('.theme-doc-toc-mobile .table-of-contents a').first().waitFor();
  await settle(page);
}

async function openMobileMenu(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await page.locator('.navbar-sidebar .menu__link').first().waitFor();
  await settle(page);
}

/** Everything the comparison looks at, on one build. */
async function snapshot(
  build: Build,
  pageCase: PageCase,
  options: BrowserContextOptions,
  mobile: boolean,
): Promise<Snapshot> {
  const {context, page, errors} = await openPage(browser(), build, pageCase.path, options);
  try {
    await pageCase.ready?.(page);
    await drawDiagrams(page, diagramsInSource(pageCase.path.split('?')[0]!));
    if (mobile) await expandMobileToc(page);
    const content = await page.evaluate(readContent);
    const light = await page.evaluate(readCode);
    await switchToDark(page);
    const code = withDarkLook(light, await page.evaluate(readCode));
    const menu = mobile ? (await openMobileMenu(page), await page.evaluate(readMobileMenu)) : {values: {}, lists: {}};
    const uncaught = {values: {}, lists: {'uncaught error': errors.map((e) => ({text: errorText(e)}))}};
    return merge(content, code, menu, uncaught);
  } finally {
    await context.close();
  }
}

async function compare(pageCase: PageCase, options: BrowserContextOptions, mobile: boolean): Promise<void> {
  const where = mobile ? `${pageCase.path} (${options.viewport?.width}px)` : pageCase.path;
  // Both builds at once: most of a snapshot is waiting (hydration, settling, diagrams).
  const [stock, patched] = await Promise.all(BUILDS.map((build) => snapshot(build, pageCase, options, mobile)));
  if (process.env.PARITY_DEBUG)
    console.log(where, JSON.stringify(Object.fromEntries(Object.entries(stock.lists).map(([k, v]) => [k, v.length]))));
  assertNotEmpty(where, stock, ['main text line', ...pageCase.shows]);
  assertSame(diffSnapshots(where, stock, patched));
}

for (const pageCase of PAGES) {
  test(`${pageCase.kind} (${pageCase.path}): same content on both builds at 1280 px`, () =>
    compare(pageCase, DESKTOP, false));
}

for (const pageCase of MOBILE_PAGES) {
  test(`${pageCase.kind} (${pageCase.path}): same content and menu on both builds at 390 px`, () =>
    compare(pageCase, MOBILE, true));
}
