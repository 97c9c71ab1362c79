/**
 * The page actions menu at the top of a doc page (src/components/PageActions): "Copy page"
 * puts the page's Markdown on the clipboard; the menu button (WAI-ARIA menu button) opens
 * the menu by mouse and keyboard, Escape closes it and gives the focus back, and its
 * ChatGPT and Claude items are links whose prompt names the page's `.md` address. Nothing
 * is requested from another host before the reader follows one of them. Desktop and
 * phone, light and dark.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import type {BrowserContextOptions, Page} from 'playwright-core';
import {DESKTOP, useBrowser, url} from '../support/browser';
import {MOBILE, switchToDark} from '../support/parity';
import {collectPageErrors, gotoHydrated, readBuiltFile} from '../support/site';
import {ROOT} from '../../scripts/lib/manifest';
import {runAxe} from '../support/axe';

const browser = useBrowser();

const DOC = '/concepts/object-model';
const MD = '/concepts/object-model.md';
const SCREENSHOTS = process.env.PAGE_ACTIONS_SCREENSHOTS ?? path.join(ROOT, 'test-results', 'page-actions');

const copyButton = (page: Page) => page.getByRole('button', {name: 'Copy page', exact: true});
const menuButton = (page: Page) => page.getByRole('button', {name: 'More ways to use this page'});
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

/** A page whose every request is recorded, so the test can tell none left this site. */
async function open(
  options: BrowserContextOptions,
  dark: boolean,
): Promise<{page: Page; hosts: Set<string>; requested: string[]; errors: Error[]; close: () => Promise<void>}> {
  const context = await browser().newContext({...options, permissions: ['clipboard-read', 'clipboard-write']});
  const page = await context.newPage();
  const hosts = new Set<string>();
  const requested: string[] = [];
  page.on('request', (request) => {
    hosts.add(new URL(request.url()).host);
    requested.push(new URL(request.url()).pathname);
  });
  const errors = collectPageErrors(page);
  await gotoHydrated(page, url(DOC));
  if (dark) await switchToDark(page);
  return {page, hosts, requested, errors, close: () => context.close()};
}

const LAYOUTS: [string, BrowserContextOptions][] = [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
];

for (const [layout, options] of LAYOUTS) {
  for (const dark of [false, true]) {
    const where = `${layout}, ${dark ? 'dark' : 'light'}`;

    test(`the menu opens by mouse, lists its four actions and closes on Escape (${where})`, async () => {
      const {page, hosts, requested, errors, close} = await open(options, dark);
      const own = new URL(url('/')).host;
      await copyButton(page).waitFor();
      const menuCode = () => requested.filter((p) => p.startsWith('/assets/js/page-actions.'));
      assert.deepEqual(menuCode(), [], "the menu's code is not part of the page's load");
      assert.equal(await menuButton(page).getAttribute('aria-haspopup'), 'menu');
      assert.equal(await menuButton(page).getAttribute('aria-expanded'), 'false');

      await menuButton(page).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      assert.equal(menuCode().length, 1, 'loaded on first use');
      assert.equal(await menuButton(page).getAttribute('aria-expanded'), 'true');
      const items = menu.getByRole('menuitem');
      assert.deepEqual(await items.allTextContents(), [
        'Copy page as Markdown',
        'View as Markdown',
        'Open in ChatGPT',
        'Open in Claude',
      ]);
      assert.equal(await focused(page), 'Copy page as Markdown', 'the first item takes the focus');

      // Inside the viewport, also on a 390 px phone.
      const box = await menu.boundingBox();
      const width = options.viewport!.width;
      assert.ok(box && box.x >= 0 && box.x + box.width <= width, `menu at ${JSON.stringify(box)} in ${width} px`);
      mkdirSync(SCREENSHOTS, {recursive: true});
      await page.screenshot({path: path.join(SCREENSHOTS, `${layout}-${dark ? 'dark' : 'light'}.png`)});

      // The assistants get the page's .md address in their prompt; plain links, in a new tab.
      for (const [name, prefix] of [
        ['Open in ChatGPT', 'https://chatgpt.com/?q='],
        ['Open in Claude', 'https://claude.ai/new?q='],
      ]) {
        const link = menu.getByRole('menuitem', {name});
        const href = (await link.getAttribute('href')) ?? '';
        assert.ok(href.startsWith(prefix), href);
        const prompt = decodeURIComponent(href.slice(prefix.length));
        assert.match(prompt, /^Read https?:\/\/\S+\/concepts\/object-model\.md and answer questions about it\.$/);
        assert.ok(href.includes(encodeURIComponent(MD)), href);
        assert.equal(await link.getAttribute('target'), '_blank');
        assert.match((await link.getAttribute('rel')) ?? '', /noopener/);
      }
      assert.equal(await menu.getByRole('menuitem', {name: 'View as Markdown'}).getAttribute('href'), MD);

      await page.keyboard.press('Escape');
      await menu.waitFor({state: 'detached'});
      assert.equal(await menuButton(page).getAttribute('aria-expanded'), 'false');
      assert.equal(await focused(page), 'More ways to use this page', 'the focus is back on the menu button');

      // A press outside closes it too.
      await menuButton(page).click();
      await menu.waitFor();
      await page.mouse.click(5, options.viewport!.height - 5);
      await menu.waitFor({state: 'detached'});

      assert.deepEqual(
        [...hosts].filter((h) => h !== own),
        [],
        'no request left the site',
      );
      assert.deepEqual(errors, []);
      await close();
    });
  }
}

test('the menu works from the keyboard alone: Enter opens it, arrows, Home and End move, Escape closes', async () => {
  const {page, hosts, close} = await open(DESKTOP, false);
  const own = new URL(url('/')).host;
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor();
  assert.equal(await focused(page), 'Copy page as Markdown');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(page), 'View as Markdown');
  await page.keyboard.press('End');
  assert.equal(await focused(page), 'Open in Claude');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(page), 'Copy page as Markdown', 'the arrows wrap around');
  await page.keyboard.press('ArrowUp');
  assert.equal(await focused(page), 'Open in Claude');
  await page.keyboard.press('Home');
  assert.equal(await focused(page), 'Copy page as Markdown');
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({state: 'detached'});
  assert.equal(await focused(page), 'More ways to use this page');
  // Space opens it too, and Enter on an item runs it.
  await page.keyboard.press(' ');
  await page.getByRole('menu').waitFor();
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor({state: 'detached'});
  await page.getByRole('button', {name: 'Copied'}).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), readBuiltFile(MD.slice(1)).toString('utf8'));
  assert.deepEqual(
    [...hosts].filter((h) => h !== own),
    [],
  );
  await close();
});

test('"Copy page" puts the page\'s Markdown on the clipboard and says so', async () => {
  const {page, close} = await open(MOBILE, false);
  await copyButton(page).click();
  await page.getByRole('button', {name: 'Copied'}).waitFor();
  assert.equal(await page.getByRole('status').textContent(), 'Page copied as Markdown');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, readBuiltFile(MD.slice(1)).toString('utf8'));
  assert.match(copied, /^# Object model\n/);
  await close();
});

test('a Markdown file that cannot be fetched gives a clear message, not a silent failure', async () => {
  const {page, close} = await open(DESKTOP, false);
  await page.route('**/*.md', (route) => route.abort());
  await copyButton(page).click();
  const message = page.getByRole('status');
  await page.getByText('Could not copy the page').waitFor();
  assert.match((await message.textContent()) ?? '', /Could not copy the page\. Use "View as Markdown"/);
  assert.equal(await copyButton(page).count(), 1, 'the button keeps its label');
  await close();
});

test('axe finds nothing on the page with the menu open, light and dark', async () => {
  for (const dark of [false, true]) {
    // bypassCSP: axe is added as a script of the page, which the site's CSP would refuse.
    const context = await browser().newContext({...DESKTOP, bypassCSP: true});
    const page = await context.newPage();
    await gotoHydrated(page, url(DOC));
    if (dark) await switchToDark(page);
    await menuButton(page).click();
    await page.getByRole('menu').waitFor();
    const violations = await runAxe(page);
    assert.deepEqual(violations, [], dark ? 'dark' : 'light');
    await context.close();
  }
});
