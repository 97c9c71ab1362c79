import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DESKTOP, useBrowser, url} from '../support/browser';
import {MOBILE} from '../support/parity';
import {gotoHydrated, readBuiltFile} from '../support/site';

const browser = useBrowser();

test('the footer: four named social links, the large title, link columns, copyright and licence', async () => {
  const page = await browser().newPage(DESKTOP);
  await page.goto(url('/guides'));
  const footer = page.locator('footer');
  const social = await footer
    .locator('a[aria-label]')
    .evaluateAll((links) =>
      links.map((a) => ({name: a.getAttribute('aria-label'), host: new URL((a as HTMLAnchorElement).href).hostname})),
    );
  assert.deepEqual(
    social.map((s) => s.host),
    ['discord.gg', 'x.com', 'medium.com', 'www.linkedin.com'],
  );
  for (const s of social) assert.match(s.name ?? '', /^Sui on /);
  assert.equal(await footer.getByText('Sui Documentation', {exact: true}).isVisible(), true);
  assert.equal(await footer.locator('.footer__title').count(), 4);
  assert.match(await footer.locator('.footer__copyright').innerText(), /© 2024 Sui Foundation/);
  assert.equal(
    await footer.getByRole('link', {name: 'CC BY 4.0'}).getAttribute('href'),
    'https://creativecommons.org/licenses/by/4.0/',
  );
  await page.close();
});

test('the footer is on every kind of page: home, doc, stand-alone and not-found', async () => {
  const page = await browser().newPage(DESKTOP);
  for (const path of ['/', '/concepts/object-model', '/sui-compared', '/snippets/move-summary', '/missing-page']) {
    await page.goto(url(path));
    assert.equal(await page.locator('footer .footer__copyright').count(), 1, path);
  }
  await page.close();
});

test('the first Tab reaches the skip link, which takes keyboard focus past the navbar and sidebar', async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url('/concepts/object-model'));
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.textContent);
  assert.equal(focused, 'Skip to main content');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => ({
    inMain: !!document.activeElement?.closest('main'),
    inChrome: !!document.activeElement?.closest('nav.navbar, nav[aria-label="Docs sidebar"]'),
  }));
  assert.deepEqual(next, {inMain: true, inChrome: false});
  await page.close();
});

test('on the home page the hero is part of the main content: the skip link lands before its heading and buttons', async () => {
  for (const [size, options] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    const page = await browser().newPage(options);
    await gotoHydrated(page, url('/'));
    const inMain = await page.evaluate(() => ({
      mains: document.querySelectorAll('main').length,
      h1: Boolean(document.querySelector('h1')?.closest('main')),
      buttons: [...document.querySelectorAll('.hero a.button')].map((a) => Boolean(a.closest('main'))),
    }));
    assert.deepEqual(inMain, {mains: 1, h1: true, buttons: [true, true]}, size);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content', size);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent),
      'Get started',
      `${size}: the first Tab after the skip link reaches the hero's first button`,
    );
    await page.close();
  }
});

test('one locale: English, left-to-right, offered in the language dropdown', async () => {
  const page = await browser().newPage(DESKTOP);
  await page.goto(url('/concepts'));
  const html = await page.evaluate(() => ({lang: document.documentElement.lang, dir: document.documentElement.dir}));
  assert.deepEqual(html, {lang: 'en', dir: 'ltr'});
  const dropdown = page.locator('.navbar__items--right .dropdown').filter({hasText: 'English'});
  await dropdown.hover();
  const items = await dropdown
    .locator('.dropdown__menu a')
    .evaluateAll((links) => links.map((a) => ({text: a.textContent, lang: a.getAttribute('lang')})));
  assert.deepEqual(items, [{text: 'English', lang: 'en'}]);
  await page.close();
});

test('title delimiter, social card image and favicon', async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url('/concepts/object-model'));
  assert.equal(await page.title(), 'Object model | Sui Documentation');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  assert.match(image ?? '', /\/img\/og\.jpg$/);
  // A real 1200×630 JPEG: read its size from the SOF0/SOF2 marker.
  const jpeg = readBuiltFile('img/og.jpg');
  let i = 2;
  while (i < jpeg.length && !(jpeg[i] === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2))) {
    i += 2 + jpeg.readUInt16BE(i + 2);
  }
  assert.deepEqual({width: jpeg.readUInt16BE(i + 7), height: jpeg.readUInt16BE(i + 5)}, {width: 1200, height: 630});
  const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
  const response = await page.request.get(url(favicon!));
  assert.equal(response.status(), 200);
  await page.close();
});

test('the docs sidebar auto-expands to the current page and collapses its siblings', async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url('/concepts/object-ownership/shared'));
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const expanded = (label: string) =>
    sidebar
      .locator('.menu__list-item-collapsible')
      .filter({hasText: label})
      .locator('xpath=..')
      .evaluate((li) => !li.classList.contains('menu__list-item--collapsed'));
  assert.equal(await expanded('Object ownership'), true);
  await sidebar.locator('.menu__list-item-collapsible').filter({hasText: 'Dynamic fields'}).getByRole('button').click();
  await page.waitForTimeout(400);
  assert.equal(await expanded('Dynamic fields'), true);
  assert.equal(await expanded('Object ownership'), false, 'opening a category collapses its sibling');
  // The sidebar cannot be hidden.
  assert.equal(await page.getByRole('button', {name: 'Collapse sidebar', exact: true}).count(), 0);
  await page.close();
});
