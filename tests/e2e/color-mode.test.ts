import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {DESKTOP, useBrowser, url} from '../support/browser';
import {collectPageErrors, gotoHydrated} from '../support/site';

const browser = useBrowser();

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/}).click();

test('light by default, even when the system prefers dark', async () => {
  const context = await browser().newContext({...DESKTOP, colorScheme: 'dark'});
  const page = await context.newPage();
  await page.goto(url('/concepts'));
  assert.equal(await theme(page), 'light');
  await context.close();
});

test('the toggle switches to dark and the choice survives a reload', async () => {
  const context = await browser().newContext(DESKTOP);
  const page = await context.newPage();
  await gotoHydrated(page, url('/concepts'));
  await toggle(page);
  assert.equal(await theme(page), 'dark');
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
  await page.reload();
  assert.equal(await theme(page), 'dark');
  await page.goto(url('/guides'));
  assert.equal(await theme(page), 'dark', 'the choice holds on other pages');
  await toggle(page);
  await page.reload();
  assert.equal(await theme(page), 'light');
  await context.close();
});

test('a browser whose storage throws still renders, in light mode, with a working toggle', async () => {
  const context = await browser().newContext(DESKTOP);
  await context.addInitScript(() => {
    const fail = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', {get: fail, configurable: true});
    Object.defineProperty(window, 'sessionStorage', {get: fail, configurable: true});
  });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await gotoHydrated(page, url('/concepts/object-model'));
  assert.equal(await theme(page), 'light');
  await toggle(page);
  assert.equal(await theme(page), 'dark', 'the toggle still works for this visit');
  assert.deepEqual(errors.map(String), []);
  await context.close();
});
