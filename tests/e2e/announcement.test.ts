import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {DESKTOP, useBrowser, url} from '../support/browser';
import {MOBILE} from '../support/parity';
import {gotoHydrated} from '../support/site';
import {contrastRatio, lowContrastTexts} from '../support/visual';

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

test('the announcement bar follows the colour mode: dark in dark mode, its text and link at 4.5:1 in both', async () => {
  const region = '[role="region"][aria-label="Announcement"]';
  for (const mode of ['light', 'dark'] as const) {
    for (const [size, options] of [
      ['desktop', DESKTOP],
      ['phone', MOBILE],
    ] as const) {
      const label = `${mode}, ${size}`;
      const context = await browser().newContext({...options, colorScheme: mode});
      await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      const page = await context.newPage();
      await gotoHydrated(page, url('/guides'));
      await bar(page).waitFor();
      const colours = await page.locator(region).evaluate((el) => {
        const rgb = (c: string) => (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
        const close = el.querySelector('button')!;
        return {
          bar: rgb(getComputedStyle(el).backgroundColor),
          close: rgb(getComputedStyle(close).color),
          closeOpacity: Number(getComputedStyle(close).opacity),
        };
      });
      // Light on dark in dark mode, dark on light in light mode: the bar is nearer the page's background than its text.
      const black: [number, number, number] = [0, 0, 0];
      const white: [number, number, number] = [255, 255, 255];
      const darkBar = contrastRatio(colours.bar, black) < contrastRatio(colours.bar, white);
      assert.equal(darkBar, mode === 'dark', `${label}: bar background rgb(${colours.bar})`);
      const texts = await lowContrastTexts(page, `${region} div:has(> a), ${region} a`);
      assert.equal(texts.measured, 2, `${label}: the text and its link are measured`);
      assert.deepEqual(texts.low, [], `${label}: announcement text and link contrast`);
      // The close button's cross, an icon: 3:1 (WCAG 1.4.11), drawn at its opacity over the bar.
      const cross = colours.close.map(
        (c, i) => c * colours.closeOpacity + colours.bar[i]! * (1 - colours.closeOpacity),
      ) as [number, number, number];
      assert.ok(
        contrastRatio(cross, colours.bar) >= 3,
        `${label}: close button rgb(${colours.close}) at ${colours.closeOpacity} on rgb(${colours.bar}): ${contrastRatio(cross, colours.bar).toFixed(2)}:1`,
      );
      await context.close();
    }
  }
});
