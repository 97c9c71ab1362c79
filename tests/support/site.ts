import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {ROOT, readDocSources, readManifest} from '../../scripts/lib/manifest';
import {SCRIPT_LIST_ID} from '../../plugins/patches/page-template/pageTemplate';
import {patchOn} from './patches';
import {readRedirects, redirectPageFile} from '../../config/redirectMap';

export const BUILD_DIR = path.join(ROOT, 'build');
const SITE_TITLE = 'Sui Documentation';

/** Titles of the pages that are not docs (the home page shows the site title alone). */
const PAGE_TITLES: Record<string, string> = {'/search': `Search the documentation | ${SITE_TITLE}`};

/** The page title a route must show: "<front matter title> | Sui Documentation" (the home page: the site title). */
export function expectedTitles(): Map<string, string> {
  const titles = new Map<string, string>();
  const docs = new Map(readDocSources().map((d) => [d.file, d]));
  for (const route of readManifest().routes) {
    const doc = docs.get(route.file);
    titles.set(
      route.path,
      doc ? `${String(doc.frontMatter.title)} | ${SITE_TITLE}` : (PAGE_TITLES[route.path] ?? SITE_TITLE),
    );
  }
  return titles;
}

/** Every page the production build emitted, as URL paths (from its HTML files; the redirect pages of moved addresses are no pages). */
export function builtPagePaths(): string[] {
  const redirectPages = new Set(readRedirects().map((r) => redirectPageFile(r.from)));
  return readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.html') && f !== '404.html' && !redirectPages.has(f.split(path.sep).join('/')))
    .map(
      (f) =>
        '/' +
        f
          .split(path.sep)
          .join('/')
          .replace(/(^|\/)index\.html$/, '')
          .replace(/\.html$/, ''),
    )
    .map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p))
    .sort();
}

/** The href of the first link of the docs sidebar shown on the page, or null when there is no sidebar. */
export async function sidebarFirstLink(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Docs sidebar"]');
    return nav ? ((nav.querySelector('a.menu__link') as HTMLAnchorElement | null)?.getAttribute('href') ?? '') : null;
  });
}

/**
 * Waits until React has hydrated the page (the point where it is interactive): Docusaurus
 * sets data-has-hydrated on <html> then.
 */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {timeout});
}

/** Loads a page and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Collects uncaught page errors so a test can assert there were none. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/**
 * Counts the dialogs (alert, confirm, prompt) the page opens, dismissing each: an injected
 * `alert(1)` that ran shows up as one. Read `.count` at the end of the test.
 */
export function countDialogs(page: Page): {count: number} {
  const seen = {count: 0};
  page.on('dialog', (dialog) => {
    seen.count += 1;
    void dialog.dismiss();
  });
  return seen;
}

export function readBuiltFile(relative: string): Buffer {
  return readFileSync(path.join(BUILD_DIR, relative));
}

/**
 * The scripts a built page's HTML loads, as URL paths in their order: the JSON list of the
 * page template (plugins/patches/page-template) or, with that patch off, Docusaurus's own
 * `<script src>` tags. Throws when the page has no list the switch says it must have.
 */
export function pageScripts(html: string): string[] {
  if (patchOn('page-template')) {
    const list = new RegExp(`<script id="?${SCRIPT_LIST_ID}"?[^>]*>([^<]*)</script>`).exec(html);
    if (!list) throw new Error(`pageScripts: no #${SCRIPT_LIST_ID} list in the page (patch page-template is on)`);
    return JSON.parse(list[1]) as string[];
  }
  return [...html.matchAll(/<script\b[^>]*\ssrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((m) => m[1] ?? m[2] ?? m[3]);
}
