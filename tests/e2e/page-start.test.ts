/**
 * What a page does while it starts, where a reader would feel it as a page that answers
 * late: which scripts it fetches and whether the server-rendered code survives hydration.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {darkCodeTheme, parseColor} from '../../config/prismThemes';
import {DESKTOP, useBrowser, url} from '../support/browser';
import {collectPageErrors, gotoHydrated} from '../support/site';
import {patchSkip} from '../support/patches';

const browser = useBrowser();
const DOC = '/concepts/object-model';

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
