/**
 * Parity tests (tests/parity): the same page or scenario on the stock build (every framework
 * patch off, `SUI_DOCS_STOCK=1`) and on the candidate build, and what a reader gets from each,
 * compared. The tests need only two served builds: BASE_URL (the candidate) and
 * STOCK_BASE_URL (the stock build). A difference is reported as the page, the element and
 * both values, e.g. `/concepts: card 3 description: stock "…" vs patched ""`.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Browser, BrowserContextOptions, Page} from 'playwright-core';
import {ROOT, readManifest} from '../../scripts/lib/manifest';
import {BASE_URL, DESKTOP} from './browser';
import {collectPageErrors, gotoHydrated} from './site';

const STOCK_BASE_URL = process.env.STOCK_BASE_URL ?? 'http://127.0.0.1:3001';

type BuildName = 'stock' | 'patched';

export interface Build {
  readonly name: BuildName;
  readonly base: string;
}

/** Stock first: its values are the reference in every message. */
export const BUILDS: readonly [Build, Build] = [
  {name: 'stock', base: STOCK_BASE_URL},
  {name: 'patched', base: BASE_URL},
];

export const MOBILE: BrowserContextOptions = {viewport: {width: 390, height: 844}};

export function urlIn(build: Build, pathname: string): string {
  return new URL(pathname, build.base).toString();
}

// ---------------------------------------------------------------------------------------------
// Comparing

export type Value = string | number | boolean | null;
export type Item = Readonly<Record<string, Value>>;

/** What a reader gets from a page: single values and lists of items, each under the name messages use. */
export interface Snapshot {
  values: Record<string, Value>;
  lists: Record<string, Item[]>;
}

const SHOWN = 120;

/** A value for a message: long strings are cut around `from` (where two values start to differ). */
function show(value: Value | undefined, from = 0): string {
  if (value === undefined) return '(none)';
  if (typeof value !== 'string') return JSON.stringify(value);
  if (value.length <= SHOWN) return JSON.stringify(value);
  const start = Math.max(0, Math.min(from - 30, value.length - SHOWN));
  return `${start > 0 ? '…' : ''}${JSON.stringify(value.slice(start, start + SHOWN))}${start + SHOWN < value.length ? '…' : ''}`;
}

function firstDifferentChar(a: Value | undefined, b: Value | undefined): number {
  if (typeof a !== 'string' || typeof b !== 'string') return 0;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

function describeDifference(where: string, stock: Value | undefined, patched: Value | undefined): string {
  const at = firstDifferentChar(stock, patched);
  return `${where}: stock ${show(stock, at)} vs patched ${show(patched, at)}`;
}

/** An item in one line, for "stock has it, patched does not". */
function showItem(item: Item): string {
  return Object.entries(item)
    .map(([k, v]) => `${k}=${show(v)}`)
    .join(' ');
}

/** The field that names an item in a message (a token's text, a card's title), unless it is the one that differs. */
function context(item: Item, field: string): string {
  const key = ['text', 'title', 'label'].find((k) => k !== field && typeof item[k] === 'string');
  return key ? ` (${key} ${show(item[key])})` : '';
}

/** The first difference between two lists of items, or undefined. */
export function diffList(
  where: string,
  name: string,
  stock: readonly Item[],
  patched: readonly Item[],
): string | undefined {
  const counts =
    stock.length === patched.length ? '' : ` [stock has ${stock.length} ${name}s, patched ${patched.length}]`;
  for (let i = 0; i < Math.max(stock.length, patched.length); i += 1) {
    const [a, b] = [stock[i], patched[i]];
    if (!a || !b) {
      return `${where}: ${name} ${i + 1}: stock ${a ? showItem(a) : '(none)'} vs patched ${b ? showItem(b) : '(none)'}${counts}`;
    }
    const field = [...new Set([...Object.keys(a), ...Object.keys(b)])].find((k) => a[k] !== b[k]);
    if (field !== undefined)
      return `${describeDifference(`${where}: ${name} ${i + 1} ${field}`, a[field], b[field])}${context(a, field)}${counts}`;
  }
  return undefined;
}

/** The main text goes last: a difference in an element shows in it too, less precisely. */
const byPrecision = (a: string, b: string) => Number(a === 'main text line') - Number(b === 'main text line');

/** Every value and list that differs, each as its first difference. */
export function diffSnapshots(where: string, stock: Snapshot, patched: Snapshot): string[] {
  const differences: string[] = [];
  for (const key of new Set([...Object.keys(stock.values), ...Object.keys(patched.values)])) {
    if (stock.values[key] !== patched.values[key])
      differences.push(describeDifference(`${where}: ${key}`, stock.values[key], patched.values[key]));
  }
  for (const name of [...new Set([...Object.keys(stock.lists), ...Object.keys(patched.lists)])].sort(byPrecision)) {
    const difference = diffList(where, name, stock.lists[name] ?? [], patched.lists[name] ?? []);
    if (difference) differences.push(difference);
  }
  return differences;
}

/** Fails with one line per difference. */
export function assertSame(differences: readonly string[]): void {
  if (differences.length > 0) throw new Error(`stock and patched builds differ:\n  ${differences.join('\n  ')}`);
}

// ---------------------------------------------------------------------------------------------
// Loading a page on one build

/**
 * An uncaught error as text, without what differs between any two builds: chunk ids, script
 * file names and the server's origin.
 */
export function errorText(error: Error): string {
  return String(error)
    .replace(/https?:\/\/[^/\s)]+/g, '')
    .replace(/\/assets\/js\/[^\s)]+/g, '/assets/js/…')
    .replace(/chunk \S+ failed/g, 'chunk … failed');
}

/** Waits until the main content stops changing (late renders: search results, code blocks rebuilt after hydration). */
export async function settle(page: Page, quietMs = 300, timeoutMs = 8000): Promise<void> {
  const signature = () =>
    page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      return `${main.innerText.length}:${document.body.getElementsByTagName('*').length}`;
    });
  const deadline = Date.now() + timeoutMs;
  let last = await signature();
  while (Date.now() < deadline) {
    await page.waitForTimeout(quietMs);
    const next = await signature();
    if (next === last) return;
    last = next;
  }
}

/** Opens a page on one build in a context of its own, hydrated and settled; the caller closes the context. */
export async function openPage(
  browser: Browser,
  build: Build,
  pathname: string,
  options: BrowserContextOptions = DESKTOP,
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  // Hydrated: both builds set data-has-hydrated then (the patched one adds its scripts after the first paint).
  await gotoHydrated(page, urlIn(build, pathname));
  await settle(page);
  return {context, page, errors};
}

/** The number of Mermaid diagrams a page's source holds (routes.json names the source). */
export function diagramsInSource(pathname: string): number {
  const route = readManifest().routes.find((r) => r.path === pathname);
  if (!route || !/\.mdx?$/.test(route.file)) return 0;
  return (readFileSync(path.join(ROOT, route.file), 'utf8').match(/^```mermaid/gm) ?? []).length;
}

/**
 * Draws every diagram: the patched build draws one only near the screen, so each placeholder
 * is scrolled into view, then back to the top. Waits for `expected` drawings at most 15 s; a
 * build that draws fewer shows it in the comparison.
 */
export async function drawDiagrams(page: Page, expected: number): Promise<void> {
  if (expected === 0) return;
  const drawn = () => page.locator('.docusaurus-mermaid-container svg').count();
  const deadline = Date.now() + 15_000;
  while ((await drawn()) < expected && Date.now() < deadline) {
    await page.evaluate(() => {
      for (const el of document.querySelectorAll('[data-mermaid-pending], .docusaurus-mermaid-container'))
        el.scrollIntoView({block: 'center'});
    });
    await page.waitForTimeout(200);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
}

/** Switches the colour mode with the navbar's toggle (also when the phone layout hides it) until the page is dark. */
export async function switchToDark(page: Page): Promise<void> {
  for (let i = 0; i < 3 && (await page.evaluate(() => document.documentElement.dataset.theme)) !== 'dark'; i += 1) {
    await page.evaluate(() =>
      document.querySelector<HTMLButtonElement>('button[aria-label^="Switch between dark and light mode"]')?.click(),
    );
  }
  if ((await page.evaluate(() => document.documentElement.dataset.theme)) !== 'dark')
    throw new Error('the colour-mode toggle did not switch to dark');
  // Two frames: the stock code blocks re-render with the dark theme's colours.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

// ---------------------------------------------------------------------------------------------
// Script chunks, named by the page whose content they hold

/**
 * The docs whose content a script holds: a doc's MDX module carries its metadata, in which
 * the doc's own `permalink` is followed by `draft` (links to the previous and next doc are not).
 * Chunk file names differ between the builds; the docs they hold do not.
 */
export function contentRoutesIn(script: string): Set<string> {
  return new Set([...script.matchAll(/"permalink":"([^"]+)","draft"/g)].map((m) => m[1]!));
}

const scriptBodies = new Map<string, Promise<string>>();

/** The docs whose content any of these script URLs holds (each fetched once). */
export async function contentRoutes(urls: readonly string[]): Promise<Set<string>> {
  const routes = new Set<string>();
  for (const url of new Set(urls)) {
    if (!scriptBodies.has(url))
      scriptBodies.set(
        url,
        fetch(url).then((r) => r.text()),
      );
    for (const route of contentRoutesIn(await scriptBodies.get(url)!)) routes.add(route);
  }
  return routes;
}

// ---------------------------------------------------------------------------------------------
// What a reader gets (these functions run in the page: self-contained)

/** Title, head metadata, main text, headings, links, cards, table of contents, sidebar and diagrams. */
export function readContent(): Snapshot {
  const norm = (s: string | null | undefined) =>
    (s ?? '')
      .replace(/\u200b/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const main = document.querySelector('main') ?? document.body;
  const visible = (el: Element) => el.checkVisibility();
  const values: Record<string, Value> = {title: document.title, 'html lang': document.documentElement.lang};
  for (const meta of document.querySelectorAll('meta[name], meta[property]')) {
    values[`meta ${meta.getAttribute('name') ?? meta.getAttribute('property')}`] = meta.getAttribute('content');
  }
  for (const link of document.querySelectorAll('link[rel="canonical"], link[rel="alternate"]')) {
    values[`link ${link.getAttribute('rel')} ${link.getAttribute('hreflang') ?? ''}`.trim()] =
      link.getAttribute('href');
  }

  // Diagrams are compared on their own: the patched build draws them later.
  const hide = document.createElement('style');
  hide.textContent = '.docusaurus-mermaid-container { display: none !important; }';
  document.head.append(hide);
  const text = main.innerText.split('\n').map(norm).filter(Boolean);
  hide.remove();

  const inDiagram = (el: Element) => el.closest('.docusaurus-mermaid-container') !== null;
  const headings = [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')]
    .filter((h) => !h.classList.contains('theme-doc-card-heading') && !inDiagram(h))
    .map((h) => ({level: Number(h.tagName[1]), text: norm(h.textContent), id: h.id}));
  const links = [...main.querySelectorAll('a[href]')]
    .filter(
      (a) =>
        !a.closest('.table-of-contents, a.card') &&
        !a.classList.contains('hash-link') &&
        !a.matches('a.card') &&
        !inDiagram(a),
    )
    .map((a) => ({text: norm(a.textContent), href: a.getAttribute('href')}));
  const cards = [...main.querySelectorAll('a.card')].map((card) => ({
    title: norm(card.querySelector('.theme-doc-card-heading')?.textContent),
    description: norm(card.querySelector('p')?.textContent),
    href: card.getAttribute('href'),
  }));
  const toc = [...document.querySelectorAll('.table-of-contents a')]
    .filter(visible)
    .map((a) => ({text: norm(a.textContent), href: a.getAttribute('href')}));
  const sidebar = [...document.querySelectorAll('nav[aria-label="Docs sidebar"]')].filter(visible).flatMap((nav) =>
    [...nav.querySelectorAll('li.menu__list-item')].map((li) => {
      const link = li.querySelector(':scope > .menu__link, :scope > .menu__list-item-collapsible > .menu__link');
      let depth = 0;
      for (let el = li.parentElement; el && el !== nav; el = el.parentElement)
        if (el.matches('ul.menu__list')) depth += 1;
      return {
        label: norm(link?.textContent),
        href: link?.getAttribute('href') ?? null,
        depth,
        active: link?.classList.contains('menu__link--active') ?? false,
        collapsed: li.classList.contains('menu__list-item--collapsed'),
      };
    }),
  );
  // Inline code, as markup (MDX renders it through the theme's MDXComponents/Code).
  const inlineCode = [...main.querySelectorAll('code')]
    .filter((c) => !c.closest('pre') && !inDiagram(c))
    .map((c) => ({html: c.outerHTML}));
  const diagrams = [...main.querySelectorAll('.docusaurus-mermaid-container')].map((d) => ({
    drawn: d.querySelector('svg') !== null,
    text: norm((d as HTMLElement).innerText),
  }));
  return {
    values,
    lists: {
      heading: headings,
      link: links,
      card: cards,
      'table of contents link': toc,
      'sidebar item': sidebar,
      diagram: diagrams,
      'inline code': inlineCode,
      'main text line': text.map((line) => ({text: line})),
    },
  };
}

/** Per code block: its language, title, lines, and the typed tokens with their classes and look. */
export function readCode(): Snapshot {
  const look = (el: Element) => {
    const s = getComputedStyle(el);
    return {colour: s.color, look: `${s.fontStyle} ${s.fontWeight} ${s.opacity} ${s.textDecorationLine}`};
  };
  const lists: Record<string, Item[]> = {};
  const blocks = [...document.querySelectorAll('.theme-code-block')];
  lists['code block'] = blocks.map((block) => {
    const pre = block.querySelector('pre');
    const s = pre ? getComputedStyle(pre) : undefined;
    return {
      language: [...block.classList].find((c) => c.startsWith('language-')) ?? null,
      title: (block.querySelector('[class*="codeBlockTitle"]')?.textContent ?? '').trim(),
      lines: block.querySelectorAll('.token-line').length,
      colour: s?.color ?? null,
      background: s?.backgroundColor ?? null,
    };
  });
  blocks.forEach((block, b) => {
    const lines = [...block.querySelectorAll('.token-line')];
    lists[`code block ${b + 1} line`] = lines.map((line) => ({text: line.textContent ?? ''}));
    // A plain token is a <span class="token plain"> in the stock build and bare text in the
    // patched one (src/theme/CodeBlock/Line/Token): only typed tokens are compared.
    lists[`code block ${b + 1} token`] = lines.flatMap((line, l) =>
      [...line.querySelectorAll('.token')]
        .filter((t) => t.className !== 'token plain')
        .map((t) => ({line: l + 1, text: t.textContent ?? '', classes: t.className, ...look(t)})),
    );
  });
  return {values: {}, lists};
}

/** The items of the phone menu once open: both panels (site links, then the doc sidebar), and which one shows. */
export function readMobileMenu(): Snapshot {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const menu = document.querySelector('.navbar-sidebar');
  const items = [...(menu?.querySelectorAll('.menu__link, .navbar-sidebar__back') ?? [])].map((el) => ({
    text: norm(el.textContent),
    href: el.getAttribute('href'),
    active: el.classList.contains('menu__link--active'),
    expanded: el.closest('li')?.classList.contains('menu__list-item--collapsed') === false,
  }));
  return {
    values: {
      'mobile menu panel': menu?.querySelector('.navbar-sidebar__items--show-secondary') ? 'doc sidebar' : 'site links',
    },
    lists: {'mobile menu item': items},
  };
}

/** The code snapshot in light mode with each item's look in dark mode added (`colour (dark)`, …). */
export function withDarkLook(light: Snapshot, dark: Snapshot): Snapshot {
  const lists = Object.fromEntries(
    Object.entries(light.lists).map(([name, items]) => {
      const darkItems = dark.lists[name] ?? [];
      if (darkItems.length !== items.length)
        throw new Error(`${name}: ${items.length} in light mode, ${darkItems.length} in dark mode`);
      return [name, items.map((item, i) => ({...item, ...darkFields(darkItems[i]!)}))];
    }),
  );
  return {values: light.values, lists};
}

const LOOKS = ['colour', 'look', 'background'];

function darkFields(item: Item): Item {
  return Object.fromEntries(
    Object.entries(item)
      .filter(([k]) => LOOKS.includes(k))
      .map(([k, v]) => [`${k} (dark)`, v]),
  );
}

export function merge(...snapshots: Snapshot[]): Snapshot {
  return {
    values: Object.assign({}, ...snapshots.map((s) => s.values)) as Snapshot['values'],
    lists: Object.assign({}, ...snapshots.map((s) => s.lists)) as Snapshot['lists'],
  };
}

/** The lists that must not be empty on the stock build (so a comparison of two empty lists cannot pass unnoticed). */
export function assertNotEmpty(where: string, snapshot: Snapshot, names: readonly string[]): void {
  const empty = names.filter((name) => (snapshot.lists[name] ?? []).length === 0);
  if (empty.length > 0)
    throw new Error(`${where}: the stock build shows no ${empty.join(', no ')}: the comparison would prove nothing`);
}
