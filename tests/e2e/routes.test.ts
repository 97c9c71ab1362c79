import {test} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser, url} from '../support/browser';
import {readManifest} from '../../scripts/lib/manifest';
import {builtPagePaths, expectedTitles, sidebarFirstLink, waitForHydration} from '../support/site';

const manifest = readManifest();
const browser = useBrowser();

test('the build holds exactly the pages of the route manifest', () => {
  // Generated folders have a test of their own against their source.
  const generated = manifest.generated.map((g) => g.under);
  const built = builtPagePaths().filter((p) => !generated.some((g) => p === g || p.startsWith(`${g}/`)));
  const intended = manifest.routes.map((r) => r.path).sort();
  const missing = intended.filter((p) => !built.includes(p));
  const unexpected = built.filter((p) => !intended.includes(p));
  assert.deepEqual({missing, unexpected}, {missing: [], unexpected: []});
});

test('every route answers 200 with its title and the right sidebar, or none', async () => {
  const titles = expectedTitles();
  const routes = [...manifest.routes];
  const problems: string[] = [];
  // Two tabs share the work: about 170 pages.
  const worker = async () => {
    const page = await browser().newPage();
    for (let route = routes.shift(); route; route = routes.shift()) {
      const response = await page.goto(url(route.path), {waitUntil: 'load'});
      if (response?.status() !== 200) problems.push(`${route.path}: HTTP ${response?.status()}`);
      // The title settles once the page has hydrated: while React hydrates in slices,
      // react-helmet-async can show the site's default title for a frame or two, and on a
      // loaded machine hydration can take longer than any fixed wait for the title.
      const expectedTitle = titles.get(route.path);
      await waitForHydration(page, 30_000);
      await page.waitForFunction((t) => document.title === t, expectedTitle, {timeout: 5000}).catch(() => undefined);
      const title = await page.title();
      if (title !== expectedTitle)
        problems.push(`${route.path}: title "${title}", expected "${titles.get(route.path)}"`);
      const first = await sidebarFirstLink(page);
      const expected = route.sidebar === null ? null : `/${route.sidebar}`;
      if (first !== expected) problems.push(`${route.path}: sidebar starts at ${first}, expected ${expected}`);
    }
    await page.close();
  };
  await Promise.all([worker(), worker()]);
  assert.deepEqual(problems, []);
});

test('an unknown path shows the not-found page with HTTP 404, titled "Page Not Found | Sui Documentation"', async () => {
  const page = await browser().newPage();
  const response = await page.goto(url('/concepts/no-such-page'));
  assert.equal(response?.status(), 404);
  const title = 'Page Not Found | Sui Documentation';
  // In the HTML the server sends (the tab's title before any script runs), and once hydrated.
  assert.equal(/<title[^>]*>([^<]*)<\/title>/.exec(await response!.text())?.[1], title);
  await page.getByRole('heading', {level: 1, name: 'Page Not Found'}).waitFor();
  await waitForHydration(page);
  assert.equal(await page.title(), title);
  // The navbar and footer stay, so the reader can find their way.
  assert.equal(await page.getByRole('link', {name: 'Concepts'}).first().isVisible(), true);
  await page.close();
});

test('draft pages are not published', async (t) => {
  // routes.json lists every page marked `draft: true` (tests/unit/routes-manifest.test.ts); with none, nothing to try.
  if (manifest.drafts.length === 0) return t.skip('no page is a draft now');
  const page = await browser().newPage();
  for (const draft of manifest.drafts) {
    const response = await page.goto(url(draft.path));
    assert.equal(response?.status(), 404, `${draft.path} must not be published`);
  }
  await page.close();
});

test('paths ending in .html or /index.html reach the clean page', async () => {
  const page = await browser().newPage();
  for (const variant of ['/concepts/events.html', '/concepts/events/index.html']) {
    const response = await page.goto(url(variant));
    assert.equal(response?.status(), 200, variant);
    assert.equal(new URL(page.url()).pathname, '/concepts/events', variant);
    await page.waitForFunction((t) => document.title === t, expectedTitles().get('/concepts/events'));
  }
  await page.close();
});

test('a snippet is a page of its own and renders inside the pages that import it', async () => {
  const page = await browser().newPage();
  await page.goto(url('/snippets/cli-check-install'));
  const own = await page.locator('article .markdown').innerText();
  assert.match(own, /sui --version/);
  await page.goto(url('/guides/developer/getting-started/sui-install'));
  const host = await page.locator('article .markdown').innerText();
  // The snippet's body (not its title) appears in the importing page.
  assert.ok(host.includes(own.replace(/^[^\n]*\n+/, '').slice(0, 120)), 'the install guide shows the snippet');
  await page.close();
});
