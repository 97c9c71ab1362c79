/**
 * Keyboard only: Tab, Shift+Tab, Enter and Space reach and operate the skip link, the
 * navbar, a sidebar category toggle and link, a table-of-contents link, the search button
 * and modal, the colour toggle and the announcement's close button, and each shows a
 * visible focus indicator. (The search shortcuts are covered by the search tests.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {DESKTOP, useBrowser, url} from '../support/browser';
import {gotoHydrated} from '../support/site';

const browser = useBrowser();

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`; fails after `max` presses. */
async function tabTo(page: Page, selector: string, {backwards = false, max = 150} = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} was not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** The focused element matches :focus-visible and draws an outline or a shadow. */
async function assertVisibleFocus(page: Page, what: string): Promise<void> {
  const focus = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
      desc: `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`,
    };
  });
  assert.ok(focus.focusVisible, `${what}: ${focus.desc} should match :focus-visible`);
  assert.ok(
    focus.outline || focus.shadow,
    `${what}: ${focus.desc} has no visible focus indicator (outline or box-shadow)`,
  );
}

test('the skip link is the first focusable element and moves focus to the main content', async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url('/concepts/object-model'));
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Skip to main content');
  await assertVisibleFocus(page, 'skip link');
  await page.keyboard.press('Enter');
  // The sequential focus point is now the main content: the next Tab lands inside <main>,
  // past the announcement, the navbar and the sidebar.
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => ({
    inMain: Boolean(document.activeElement?.closest('main')),
    what: document.activeElement?.outerHTML.slice(0, 80),
  }));
  assert.ok(next.inMain, `after the skip link, Tab focused ${next.what}, outside <main>`);
  await page.close();
});

test('navbar items are reached with Tab and followed with Enter', async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url('/concepts/object-model'));
  await tabTo(page, 'nav.navbar a.navbar__link[href="/guides"]');
  await assertVisibleFocus(page, 'navbar item');
  // Shift+Tab goes back to the previous navbar element, Tab returns.
  await page.keyboard.press('Shift+Tab');
  assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('nav.navbar'))), true);
  await tabTo(page, 'nav.navbar a.navbar__link[href="/guides"]');
  await page.keyboard.press('Enter');
  await page.waitForURL(url('/guides'));
  await page.close();
});

test('a sidebar category toggles with Space and Enter, and a sidebar link is followed with Enter', async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url('/concepts/object-model'));
  const toggle = 'nav[aria-label="Docs sidebar"] button[aria-label*="sidebar category \'Cryptography\'"]';
  await tabTo(page, toggle);
  await assertVisibleFocus(page, 'sidebar category toggle');
  const expanded = () => page.evaluate((s) => document.querySelector(s)?.getAttribute('aria-expanded'), toggle);
  assert.equal(await expanded(), 'false');
  await page.keyboard.press('Space');
  await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-expanded') === 'true', toggle);
  await page.keyboard.press('Enter');
  await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-expanded') === 'false', toggle);
  await page.keyboard.press('Space');
  await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-expanded') === 'true', toggle);

  const link = 'nav[aria-label="Docs sidebar"] a.menu__link[href="/concepts/cryptography/checkpoint-verification"]';
  await tabTo(page, link);
  await assertVisibleFocus(page, 'sidebar link');
  await page.keyboard.press('Enter');
  await page.waitForURL(url('/concepts/cryptography/checkpoint-verification'));
  await page.close();
});

test('a table-of-contents link is reached and followed with Enter', async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url('/style-guide'));
  await tabTo(page, '.table-of-contents a[href="#admonitions"]');
  await assertVisibleFocus(page, 'table-of-contents link');
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.hash === '#admonitions');
  await page.close();
});

test('the search button opens with Enter; in the modal the arrows mark a hit, Escape gives focus back, Enter follows a hit', async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url('/concepts/object-model'));
  await tabTo(page, 'nav.navbar button.DocSearch-Button');
  await assertVisibleFocus(page, 'search button');
  await page.keyboard.press('Enter');
  await page.locator('.DocSearch-Modal').waitFor();
  assert.ok(await page.evaluate(() => document.activeElement?.matches('.DocSearch-Input')), 'the search box has focus');
  // The modal's box outlines the input while it has focus (DocSearch draws it on the form).
  assert.notEqual(
    await page.locator('.DocSearch-Form').evaluate((el) => getComputedStyle(el).boxShadow),
    'none',
    'the search box shows its focus',
  );
  await page.keyboard.type('kiosk');
  const hits = page.locator('.DocSearch-Hit');
  // The query has settled once the kiosk page is the chosen first hit.
  const kioskChosen = page.locator('.DocSearch-Hit[aria-selected="true"] a[href="/standards/kiosk"]');
  await kioskChosen.waitFor();
  await hits.nth(1).waitFor();
  const background = (n: number) =>
    hits
      .nth(n)
      .locator('a')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  const unmarked = await background(1);
  await page.keyboard.press('ArrowDown');
  assert.equal(await hits.nth(1).getAttribute('aria-selected'), 'true', 'ArrowDown chooses the second hit');
  assert.notEqual(await background(1), unmarked, 'the chosen hit is marked');
  await page.keyboard.press('Escape');
  await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
  assert.ok(
    await page.evaluate(() => document.activeElement?.matches('.DocSearch-Button')),
    'focus is back on the search button',
  );
  await page.keyboard.press('Enter');
  await page.keyboard.type('kiosk');
  await kioskChosen.waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === '/standards/kiosk');
  await page.close();
});

test('the colour toggle switches mode with Enter and with Space', async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url('/concepts'));
  await tabTo(page, 'nav.navbar button[aria-label*="dark and light mode"]');
  await assertVisibleFocus(page, 'colour toggle');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await page.keyboard.press('Space');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  await page.close();
});

test('the announcement closes from the keyboard', async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url('/concepts'));
  const close = '[role="region"][aria-label="Announcement"] button[aria-label="Close"]';
  await tabTo(page, close);
  await assertVisibleFocus(page, 'announcement close button');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('[role="region"][aria-label="Announcement"]'));
  await page.close();
});
