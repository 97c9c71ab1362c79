import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DESKTOP, useBrowser, url} from '../support/browser';
import {collectPageErrors, gotoHydrated} from '../support/site';

const browser = useBrowser();

test('a sidebar link navigates client-side to another doc and scrolls to the top', async () => {
  const page = await browser().newPage(DESKTOP);
  const errors = collectPageErrors(page);
  await gotoHydrated(page, url('/style-guide'));
  await page.evaluate(() => {
    (window as unknown as {marker: number}).marker = 42; // lost on a full page load
    window.scrollTo(0, 600);
  });
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Contribution process'}).click();
  await page.waitForURL(url('/references/contribute/contribution-process'), {waitUntil: 'commit'});
  await page.getByRole('heading', {level: 1, name: 'Contribution process'}).waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as {marker?: number}).marker), 42, 'no full reload');
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  assert.match(await page.title(), /^Contribution process \| Sui Documentation$/);
  assert.deepEqual(errors.map(String), []);
  await page.close();
});

test('a link to a heading scrolls to it, on arrival and within the page', async () => {
  const page = await browser().newPage(DESKTOP);
  await page.goto(url('/style-guide#diagrams'));
  const top = () => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, 'diagrams');
  await page.waitForTimeout(300);
  const arrived = await top();
  assert.ok(arrived >= 0 && arrived < 200, `heading at ${arrived}px from the top on arrival`);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('.table-of-contents a[href="#admonitions"]').click();
  await page.waitForTimeout(500);
  const y = await page.evaluate(() => document.getElementById('admonitions')!.getBoundingClientRect().top);
  assert.ok(y >= 0 && y < 200, `heading at ${y}px after following the table of contents`);
  assert.equal(new URL(page.url()).hash, '#admonitions');
  await page.close();
});

test('the footer links from one doc to another without a full reload', async () => {
  const page = await browser().newPage(DESKTOP);
  await gotoHydrated(page, url('/concepts'));
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 7));
  await page.locator('footer').getByRole('link', {name: 'Install Sui'}).click();
  await page.waitForURL(url('/guides/developer/getting-started/sui-install'), {waitUntil: 'commit'});
  assert.equal(await page.evaluate(() => (window as unknown as {marker?: number}).marker), 7);
  await page.close();
});
