/**
 * A default build (no AMPLITUDE_API_KEY, no GTM_CONTAINER_ID) talks to no third party:
 * every request a page makes goes to its own origin, no script it loads carries analytics
 * code, and the footer has no analytics switch. (tests/analytics covers the build with both.)
 */
import {test} from 'node:test';
import type {Response} from 'playwright-core';
import assert from 'node:assert/strict';
import {BASE_URL, DESKTOP, useBrowser, url} from '../support/browser';
import {gotoHydrated, readBuiltFile} from '../support/site';

const browser = useBrowser();

for (const path of ['/', '/concepts/object-model']) {
  test(`${path}: no request to any origin but the site's own, and no analytics code`, async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    const requests: string[] = [];
    const scripts: Promise<{url: string; text: string}>[] = [];
    context.on('request', (request) => requests.push(request.url()));
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.text().then((text) => ({url: response.url(), text})));
    };
    page.on('response', onResponse);
    await gotoHydrated(page, url(path));
    // Follow a link client-side too, then let anything deferred fire.
    await page.locator('footer').getByRole('link', {name: 'Install Sui'}).click();
    await page.waitForURL(url('/guides/developer/getting-started/sui-install'), {waitUntil: 'commit'});
    await page.waitForTimeout(1500);

    // Stop collecting before reading: a script arriving after this would be read from a closed context.
    page.off('response', onResponse);
    const origin = new URL(BASE_URL).origin;
    assert.deepEqual(
      requests.filter((u) => !u.startsWith(`${origin}/`) && !u.startsWith('data:')),
      [],
    );
    const loaded = await Promise.all(scripts);
    assert.ok(loaded.length > 0, 'the page loaded scripts');
    // Strings only the Amplitude SDK contains: its US endpoint and its logger's prefix.
    const withAnalytics = loaded.filter(
      (s) => s.text.includes('api2.amplitude.com') || s.text.includes('Amplitude Logger'),
    );
    assert.deepEqual(
      withAnalytics.map((s) => s.url),
      [],
    );
    assert.equal(
      await page
        .locator('footer')
        .getByRole('button', {name: /^Analytics:/})
        .count(),
      0,
    );
    await context.close();
  });
}

test('a default build has no tag-manager snippet', () => {
  for (const file of ['index.html', 'concepts/object-model.html']) {
    const html = readBuiltFile(file).toString('utf8');
    assert.ok(!html.includes('googletagmanager'), file);
    assert.ok(!html.includes('dataLayer'), file);
  }
});
