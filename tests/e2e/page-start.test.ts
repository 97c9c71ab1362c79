/**
 * What a page does while it starts, where a reader would feel it as a page that answers
 * late: which scripts it fetches, whether the server-rendered code survives hydration, and
 * work kept out of start-up (the ICU collator, the hidden mobile menu).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContextOptions, Page} from 'playwright-core';
import {darkCodeTheme, parseColor} from '../../config/prismThemes';
import {DESKTOP, useBrowser, url} from '../support/browser';
import {collectPageErrors, gotoHydrated} from '../support/site';
import {patchSkip} from '../support/patches';

const browser = useBrowser();
const PHONE: BrowserContextOptions = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true};
const DOC = '/concepts/object-model';
const GRAPHQL = '/references/sui-api/graphql/reference/types/objects/object';

const scriptTags = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[src]')].map((s) => new URL((s as HTMLScriptElement).src).pathname),
  );

// The list is the page template's; the route's chunks are in it because lean-runtime reports them by their client names.
test(
  "a page's HTML lists the chunks its route needs, and each script is fetched once",
  {skip: patchSkip('page-template', 'lean-runtime')},
  async () => {
    const page = await browser().newPage(DESKTOP);
    const errors = collectPageErrors(page);
    const fetched: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && fetched.push(new URL(r.url()).pathname));
    // The tags as served, before webpack removes the ones it has loaded.
    const html = await (await fetch(url(DOC))).text();
    // plugins/patches/page-template/pageTemplate.ts lists them in a JSON block, added once the page has painted.
    // Quoted or not, as the HTML minifier of the build writes attributes.
    const list = /<script id="?__docusaurus-scripts"? type="?application\/json"?>([^<]*)<\/script>/.exec(html);
    assert.ok(list, 'the page lists its scripts');
    const listed = JSON.parse(list[1]) as string[];
    assert.ok(!/<script[^>]* src=/.test(html), 'no script is fetched while the page is parsed');
    assert.ok(
      listed.some((s) => /\/main\.[0-9a-f]+\.js$/.test(s)),
      'main is listed',
    );
    assert.ok(listed.length >= 5, `the doc route's chunks are listed with main: ${listed.join(', ')}`);
    await gotoHydrated(page, url(DOC));
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      fetched.filter((s, i) => fetched.indexOf(s) !== i),
      [],
      'no script is fetched twice',
    );
    for (const script of listed) assert.ok(fetched.includes(script), `${script} is fetched`);
    // The listed chunks have run by the time the route asks for them, so webpack adds no tag.
    assert.deepEqual(
      (await scriptTags(page)).filter((s) => !listed.includes(s)),
      [],
      'webpack adds no script tags of its own',
    );
    assert.deepEqual(errors.map(String), []);
    await page.close();
  },
);

/** A page of the style guide, in `mode`, with the first code block as the server sent it kept as window.ssrPre. */
async function styleGuideIn(mode: 'light' | 'dark') {
  const context = await browser().newContext(DESKTOP);
  await context.addInitScript((m) => {
    localStorage.setItem('theme', m);
    // The first code block as the server sent it, before React hydrates.
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as {ssrPre: Element | null}).ssrPre = document.querySelector('pre.language-move');
    });
  }, mode);
  const page = await context.newPage();
  await gotoHydrated(page, url('/style-guide'));
  await page.waitForLoadState('networkidle');
  return {context, page};
}

// The stock CodeBlock builds every block again after hydration; the prism-stub swizzles keep the server's.
test(
  'the server-rendered code stays in place once the page has started, in light and in dark mode',
  {skip: patchSkip('prism-stub')},
  async () => {
    for (const mode of ['light', 'dark'] as const) {
      const {context, page} = await styleGuideIn(mode);
      const kept = await page.evaluate(() => {
        const pre = (window as unknown as {ssrPre: Element | null}).ssrPre;
        return pre !== null && pre.isConnected && pre === document.querySelector('pre.language-move');
      });
      assert.ok(kept, `${mode}: the <pre> the server sent is still the one on the page`);
      await context.close();
    }
  },
);

test('a reader in dark mode gets the dark code theme once the page has started', async () => {
  const {context, page} = await styleGuideIn('dark');
  const colour = await page
    .locator('pre.language-move')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = parseColor(darkCodeTheme.plain.backgroundColor!);
  assert.equal(colour, `rgb(${r}, ${g}, ${b})`);
  await context.close();
});

test('a doc page starts without building an ICU collator', {skip: patchSkip('codepoint-sort')}, async () => {
  // The first String#localeCompare in a page costs tens of milliseconds on a phone.
  for (const path of [DOC, GRAPHQL]) {
    const context = await browser().newContext(PHONE);
    await context.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as {collatorCalls: string[]}).collatorCalls = calls;
      const original = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
        calls.push(new Error().stack?.split('\n')[2]?.trim() ?? '?');
        return original.apply(this, args);
      };
    });
    const page = await context.newPage();
    await gotoHydrated(page, url(path));
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      await page.evaluate(() => (window as unknown as {collatorCalls: string[]}).collatorCalls),
      [],
      path,
    );
    await context.close();
  }
});

test(
  'on a phone the hidden menu is built once the reader starts using the page, and opens at once when pressed first',
  {skip: patchSkip('lazy-mobile-menu')},
  async () => {
    const context = await browser().newContext(PHONE);
    // No idle moments: the menu must still open when the reader presses the button.
    await context.addInitScript(() => {
      (window as unknown as {requestIdleCallback: unknown}).requestIdleCallback = () => 0;
    });
    const page = await context.newPage();
    await gotoHydrated(page, url(GRAPHQL));
    assert.equal(await page.locator('.navbar-sidebar').count(), 0, 'not built while the page starts');
    await page.getByRole('button', {name: /navigation bar/i}).click();
    const menu = page.locator('.navbar-sidebar');
    await menu.waitFor();
    assert.ok((await menu.getByRole('link').count()) > 50, 'the menu holds the sidebar');
    await context.close();

    // Once the reader scrolls, it is built in the next idle moment, before they ask for it.
    const idle = await browser().newContext(PHONE);
    const page2 = await idle.newPage();
    await gotoHydrated(page2, url(GRAPHQL));
    await page2.waitForTimeout(500);
    assert.equal(await page2.locator('.navbar-sidebar').count(), 0, 'not built before the reader does anything');
    await page2.mouse.wheel(0, 400);
    await page2.locator('.navbar-sidebar').waitFor({state: 'attached', timeout: 3000});
    await idle.close();
  },
);

// Staged start's test; its probe is the client module of idle-prefetch, which defines window.docusaurus.
test(
  "the client's modules start after the page has painted, not while main.js is evaluated",
  {skip: patchSkip('staged-start', 'idle-prefetch')},
  async () => {
    const context = await browser().newContext(PHONE);
    await context.addInitScript(() => {
      type Start = {frames: number; paints: number; inScript: string | null};
      const w = window as unknown as {clientStart?: Start};
      let frames = 0;
      const count = () => {
        frames += 1;
        if (!w.clientStart) requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
      // plugins/patches/idle-prefetch/idlePrefetch.ts, one of the client's modules, defines window.docusaurus when it runs.
      const define = Object.defineProperty;
      Object.defineProperty = function <T>(
        target: T,
        key: PropertyKey,
        attributes: PropertyDescriptor & ThisType<unknown>,
      ): T {
        if ((target as unknown) === window && key === 'docusaurus' && !w.clientStart) {
          const script = document.currentScript as HTMLScriptElement | null;
          w.clientStart = {
            frames,
            paints: performance.getEntriesByType('paint').length,
            inScript: script && new URL(script.src).pathname,
          };
        }
        return define(target, key, attributes);
      };
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await gotoHydrated(page, url(DOC));
    const start = await page.evaluate(() => (window as unknown as {clientStart?: object}).clientStart);
    assert.ok(start, 'the client modules ran');
    const {frames, paints, inScript} = start as {frames: number; paints: number; inScript: string | null};
    assert.equal(inScript, null, 'they run in a task of their own, not inside a script tag');
    assert.ok(
      frames > 0 || paints > 0,
      `a frame was drawn before they ran (frames ${frames}, paint entries ${paints})`,
    );
    assert.deepEqual(errors.map(String), []);
    await context.close();
  },
);

test(
  'on a phone the hidden desktop sidebar stays as served, and is the working sidebar once the window is widened',
  {skip: patchSkip('lazy-doc-sidebar')},
  async () => {
    const context = await browser().newContext(PHONE);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await gotoHydrated(page, url(GRAPHQL));
    const sidebar = page.locator('.theme-doc-sidebar-container nav[aria-label="Docs sidebar"]');
    const state = () =>
      sidebar.evaluate((nav) => ({
        links: nav.querySelectorAll('a').length,
        // React marks each element it renders or hydrates with its fiber.
        hydrated: Object.keys(nav).some((key) => key.startsWith('__reactFiber')),
        visible: nav.checkVisibility(),
      }));
    const phone = await state();
    assert.ok(phone.links > 50, `the server's sidebar is in the page (${phone.links} links)`);
    assert.deepEqual(
      {hydrated: phone.hydrated, visible: phone.visible},
      {hydrated: false, visible: false},
      'hidden and left to the browser',
    );
    await page.setViewportSize({width: 1280, height: 800});
    await page.waitForFunction(() => {
      const nav = document.querySelector('.theme-doc-sidebar-container nav[aria-label="Docs sidebar"]');
      return nav !== null && Object.keys(nav).some((key) => key.startsWith('__reactFiber'));
    });
    const desktop = await state();
    assert.deepEqual(desktop, {links: phone.links, hydrated: true, visible: true});
    // It works: a category folds and unfolds.
    const toggle = sidebar.locator('button[aria-expanded]').first();
    const expanded = await toggle.getAttribute('aria-expanded');
    await toggle.click();
    assert.notEqual(await toggle.getAttribute('aria-expanded'), expanded);
    assert.deepEqual(errors.map(String), []);
    await context.close();
  },
);
