import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {DESKTOP, useBrowser, url} from '../support/browser';
import {gotoHydrated} from '../support/site';

const browser = useBrowser();

const SECTIONS = ['Guides', 'Concepts', 'Standards', 'References'];

/** Whether any part of the navbar is on screen (it slides up when hidden). */
const navbarOnScreen = (page: Page) =>
  page.evaluate(() => (document.querySelector('nav.navbar') as HTMLElement).getBoundingClientRect().bottom > 1);

async function scrollBy(page: Page, dy: number) {
  await page.mouse.move(640, 500); // over the article, where a reader's wheel would be
  await page.mouse.wheel(0, dy);
  await page.waitForTimeout(400);
}

test('the navbar hides on scroll down and returns on scroll up', async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url('/style-guide'));
  assert.equal(await navbarOnScreen(page), true);
  // A reader scrolls in steps; each step down past the navbar's height hides it.
  for (let step = 0; step < 3; step++) await scrollBy(page, 400);
  assert.equal(await navbarOnScreen(page), false, 'hidden after scrolling down');
  await scrollBy(page, -300);
  assert.equal(await navbarOnScreen(page), true, 'back after scrolling up');
  await page.close();
});

test('the navbar shows when the reader follows a link to a heading', async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url('/style-guide'));
  for (let step = 0; step < 4; step++) await scrollBy(page, 400);
  assert.equal(await navbarOnScreen(page), false);
  await page.locator('.table-of-contents a[href="#links"]').click();
  await page.waitForTimeout(400);
  assert.equal(await navbarOnScreen(page), true);
  await page.close();
});

test('desktop at 997 px: the four sections on the right, no menu button', async () => {
  const page = await browser().newPage({viewport: {width: 997, height: 800}});
  await page.goto(url('/concepts'));
  assert.equal(await page.locator('.navbar__toggle').isVisible(), false);
  const right = page.locator('.navbar__items--right');
  for (const label of SECTIONS) {
    assert.equal(await right.getByRole('link', {name: label, exact: true}).isVisible(), true, label);
  }
  await page.close();
});

test('mobile at 995 px: the menu lists the sections and the sidebar, and closes on navigation', async () => {
  const page = await browser().newPage({viewport: {width: 995, height: 800}});
  await gotoHydrated(page, url('/concepts/object-model'));
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  assert.equal(await toggle.isVisible(), true);
  await toggle.click();
  const menu = page.locator('.navbar-sidebar');
  await menu.waitFor();
  // On a doc page the menu opens on the secondary menu (the sidebar), with a way back.
  await menu.getByRole('link', {name: 'Object model', exact: true}).waitFor();
  await menu.getByRole('button', {name: /Back to main menu/}).click();
  for (const label of SECTIONS) {
    assert.equal(await menu.getByRole('link', {name: label, exact: true}).isVisible(), true, label);
  }
  await menu.getByRole('link', {name: 'Guides', exact: true}).click();
  await page.waitForURL(url('/guides'), {waitUntil: 'commit'});
  await page.waitForTimeout(300);
  assert.equal(
    await page.evaluate(() => document.querySelector('.navbar')!.classList.contains('navbar-sidebar--show')),
    false,
  );
  await page.close();
});

test('phone at 390 px: Escape closes the menu and gives focus back to the menu button', async () => {
  const page = await browser().newPage({viewport: {width: 390, height: 844}});
  await gotoHydrated(page, url('/concepts/object-model'));
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  const menuShown = () =>
    page.evaluate(() => document.querySelector('.navbar')!.classList.contains('navbar-sidebar--show'));
  // Opened with the pointer, Escape pressed with focus anywhere in the page.
  await toggle.click();
  await page.locator('.navbar-sidebar').getByRole('link', {name: 'Object model', exact: true}).waitFor();
  assert.equal(await menuShown(), true);
  await page.keyboard.press('Escape');
  await page.waitForFunction(
    () => !document.querySelector('.navbar')!.classList.contains('navbar-sidebar--show'),
    undefined,
    {timeout: 5000},
  );
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    'Toggle navigation bar',
    'focus is back on the menu button',
  );
  // Opened from the keyboard, Escape pressed from a link inside the menu.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.navbar')!.classList.contains('navbar-sidebar--show'));
  await page.locator('.navbar-sidebar').getByRole('link', {name: 'Object model', exact: true}).focus();
  await page.keyboard.press('Escape');
  await page.waitForFunction(
    () => !document.querySelector('.navbar')!.classList.contains('navbar-sidebar--show'),
    undefined,
    {timeout: 5000},
  );
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Toggle navigation bar');
  // Escape with the menu closed does nothing to it.
  await page.keyboard.press('Escape');
  assert.equal(await menuShown(), false);
  await page.close();
});

/** The labels of the navbar's sections shown as the current one. */
const activeSections = (page: Page) =>
  page.$$eval('.navbar__items--right a.navbar__link--active', (links) => links.map((l) => l.textContent?.trim()));

test("the navbar marks the reader's section: the sidebar the page is in, also after client-side navigation", async () => {
  const page = await browser().newPage(DESKTOP);
  const cases: [string, string[]][] = [
    ['/concepts/object-model', ['Concepts']],
    ['/guides', ['Guides']],
    // Top-level pages that a sidebar lists belong to its section.
    ['/code-of-conduct', ['References']],
    ['/deepbook-orders', ['Standards']],
    // Pages in no section's sidebar.
    ['/', []],
    ['/references/sui-api/graphql/reference/types/objects/address', []],
    ['/snippets/cli-check-install', []],
  ];
  for (const [path, expected] of cases) {
    await gotoHydrated(page, url(path));
    assert.deepEqual(await activeSections(page), expected, path);
  }
  await gotoHydrated(page, url('/concepts/object-model'));
  await page.locator('.navbar__items--right').getByRole('link', {name: 'Standards', exact: true}).click();
  await page.waitForURL(/\/standards\/?$/);
  await page.waitForFunction(
    () => document.querySelector('.navbar__items--right a.navbar__link--active')?.textContent === 'Standards',
  );
  assert.deepEqual(await activeSections(page), ['Standards']);
  await page.close();
});
