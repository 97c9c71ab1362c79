import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {DESKTOP, useBrowser, url} from '../support/browser';
import {gotoHydrated} from '../support/site';

const browser = useBrowser();

const bar = (page: Page) =>
  page.getByRole('region', {name: 'Announcement'}).filter({hasText: 'Sui Documentation is open source'});

test('the announcement bar can be closed, stays closed, and comes back for a new announcement', async () => {
  const context = await browser().newContext(DESKTOP);
  const page = await context.newPage();
  await gotoHydrated(page, url('/guides'));
  await bar(page).waitFor();
  await page.getByRole('button', {name: 'Close'}).click();
  await bar(page).waitFor({state: 'detached'});

  await page.reload();
  assert.equal(await bar(page).count(), 0, 'dismissal persists across reloads');
  const stored = await page.evaluate(() => ({
    dismissed: localStorage.getItem('docusaurus.announcement.dismiss'),
    id: localStorage.getItem('docusaurus.announcement.id'),
  }));
  assert.equal(stored.dismissed, 'true');
  assert.ok(stored.id, 'the dismissed announcement id is stored');

  // A reader who closed an older announcement sees the current one.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await bar(page).waitFor();
  await context.close();
});
