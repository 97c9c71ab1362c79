import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readJsonRpcReference} from '../../plugins/sui-api-reference/jsonRpc';
import {DESKTOP, url, useBrowser} from '../support/browser';
import {collectPageErrors, gotoHydrated, waitForHydration} from '../support/site';

const browser = useBrowser();
const reference = readJsonRpcReference();

test('/sui-api-ref lists every method once, with a stable anchor, grouped by area', async () => {
  const page = await (await browser().newContext(DESKTOP)).newPage();
  const errors = collectPageErrors(page);
  await page.goto(url('/sui-api-ref#suix_getBalance'));
  // Arriving on an anchor shows that method.
  await page.locator('h3#suix_getBalance').waitFor();
  assert.ok(await page.locator('h3#suix_getBalance').isVisible());
  const anchors = await page.locator('main h3[id]').evaluateAll((hs) => hs.map((h) => h.id));
  assert.deepEqual([...anchors].sort(), reference.methods.map((m) => m.method).sort());
  for (const title of [
    'Read API',
    'Write API',
    'Coin query API',
    'Governance read API',
    'Extended API (indexer)',
    'Transaction builder API',
  ]) {
    await page.locator('main h2', {hasText: title}).first().waitFor();
  }
  // A method shows its parameters in order and an example request.
  const section = page.locator('h3#suix_getCoins').locator('xpath=..');
  assert.deepEqual(await section.locator('tbody tr td:nth-child(2)').allTextContents(), [
    'owner',
    'coinType',
    'cursor',
    'limit',
  ]);
  await section.getByText('Example request').click();
  await section.getByText('"method": "suix_getCoins"').waitFor();
  await section.getByText('curl -X POST').waitFor();
  // Highlighted when the site was built: strings and properties of the JSON, the command of the shell example.
  // (A click before hydration opens the bare code; the highlighted blocks follow once React takes over.)
  await section.locator('pre.language-json .token.property').first().waitFor();
  assert.ok((await section.locator('pre.language-json .token.property').count()) >= 3);
  assert.ok((await section.locator('pre.language-json .token.string').count()) >= 2);
  assert.ok((await section.locator('pre.language-bash .token.function').count()) >= 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('an example opened before the page hydrates is highlighted once it does', async () => {
  const page = await (await browser().newContext(DESKTOP)).newPage();
  const errors = collectPageErrors(page);
  // Hold the site's JavaScript back until the reader has opened the example.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/**', async (route) => {
    await held;
    await route.continue();
  });
  // Not until "load": the page adds its scripts after the first paint, and a script added before the
  // load event delays it, so with the scripts held the load event could wait for them forever.
  await page.goto(url('/sui-api-ref#suix_getCoins'), {waitUntil: 'domcontentloaded'});
  const section = page.locator('h3#suix_getCoins').locator('xpath=..');
  await section.getByText('Example request').click();
  await section.getByText('curl -X POST').waitFor();
  assert.equal(await section.locator('pre .token').count(), 0, 'bare code before hydration');
  release();
  await waitForHydration(page);
  await section.locator('pre.language-json .token.property').first().waitFor();
  assert.ok((await section.locator('pre.language-bash .token.function').count()) >= 1);
  assert.ok(await section.locator('details').evaluate((d) => (d as HTMLDetailsElement).open));
  assert.deepEqual(errors, []);
  await page.close();
});

test('the filter box narrows the list as the reader types, and clearing it restores all', async () => {
  const page = await (await browser().newContext(DESKTOP)).newPage();
  await gotoHydrated(page, url('/sui-api-ref'));
  const box = page.getByRole('searchbox', {name: 'Filter methods'});
  await box.fill('stake');
  await page
    .getByRole('status')
    .getByText(/of \d+ methods match/)
    .waitFor();
  const shown = await page.locator('main h3[id]').evaluateAll((hs) => hs.map((h) => h.id));
  assert.ok(shown.includes('suix_getStakes') && shown.includes('unsafe_requestAddStake'), shown.join());
  assert.ok(!shown.includes('sui_getObject'));
  await box.fill('');
  assert.equal(await page.locator('main h3[id]').count(), reference.methods.length);
  await page.close();
});
