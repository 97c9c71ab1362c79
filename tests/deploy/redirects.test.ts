/**
 * Moved addresses (config/redirects.json) on the production build: through the nginx site
 * each old address, in each of its forms, answers one 301 to its route, which answers 200;
 * and on a static host without server rules, the redirect page the client-redirects plugin
 * wrote takes Chromium to the route under the site's Content-Security-Policy.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {readRedirects, redirectPageFile} from '../../config/redirectMap';
import {startStaticServer} from '../../scripts/lib/staticServer';
import {DESKTOP, useBrowser} from '../support/browser';
import {BUILD_DIR, expectedTitles} from '../support/site';
import {SECURITY_HEADERS, get, header, useNginx} from './support';

const origin = useNginx();
const browser = useBrowser();
const redirects = readRedirects();
const sources = new Set(redirects.map((r) => r.from));

/** Runs `check` on every item, four at a time; returns the problems it reports. */
async function everyOf<T>(items: T[], check: (item: T) => Promise<string[]>): Promise<string[]> {
  const queue = [...items];
  const problems: string[] = [];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) problems.push(...(await check(item)));
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return problems;
}

test('every old address answers one 301 to its route, with the security headers, and the route answers 200', async () => {
  assert.ok(redirects.length > 300, `${redirects.length} moved addresses`);
  const targets = new Map<string, number>();
  const problems = await everyOf(redirects, async ({from, to}) => {
    const response = await get(origin() + from);
    const location = header(response, 'location');
    const found: string[] = [];
    if (response.status !== 301 || location !== to)
      found.push(`${from}: ${response.status} to "${location}", expected 301 to ${to}`);
    if (sources.has(location)) found.push(`${from}: ${location} redirects again`);
    for (const [name, ok] of Object.entries(SECURITY_HEADERS))
      if (!ok(header(response, name))) found.push(`${from}: ${name} "${header(response, name)}"`);
    if (!targets.has(to)) targets.set(to, (await get(origin() + to)).status);
    if (targets.get(to) !== 200) found.push(`${from} -> ${to}: the route answers ${targets.get(to)}`);
    return found;
  });
  assert.deepEqual(problems, []);
});

test('/old/, /old.html and /old/index.html take the same single hop, and the query string is kept', async () => {
  const problems = await everyOf(redirects, async ({from, to}) => {
    const found: string[] = [];
    // (/x/index.html is a form of /x: an old address /x/index has /x beside it, to the same route.)
    for (const form of [`${from}/`, `${from}.html`, `${from}/index.html`, `${from}?ref=old&x=1`, `${from}/?ref=old`]) {
      const response = await get(origin() + form);
      const expected = form.includes('?') ? `${to}${form.slice(form.indexOf('?'))}` : to;
      if (response.status !== 301 || header(response, 'location') !== expected)
        found.push(`${form}: ${response.status} to "${header(response, 'location')}", expected 301 to ${expected}`);
    }
    return found;
  });
  assert.deepEqual(problems, []);
});

test('every old address has its redirect page in the build, for hosts without server rules', () => {
  const missing = redirects.filter(({from}) => !existsSync(path.join(BUILD_DIR, redirectPageFile(from))));
  assert.deepEqual(missing, []);
});

/** CSP violations (as events in the page) and console errors (a refused script shows there). */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as {cspViolations: string[]};
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`),
    );
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations)),
    ...consoleErrors,
  ];
}

test("in Chromium, a redirect page takes the reader to its route under the site's CSP, with query and fragment, and Back skips it", async () => {
  const csp = /add_header Content-Security-Policy "([^"]+)" always;/.exec(
    readFileSync(path.join(BUILD_DIR, '.nginx/csp.conf'), 'utf8'),
  )?.[1];
  assert.ok(csp, 'the build has its CSP');
  // A static host with the build's headers but no redirect rules: the redirect page answers.
  const server = await startStaticServer(BUILD_DIR, {'content-security-policy': csp});
  const context = await browser().newContext(DESKTOP);
  try {
    const page = await context.newPage();
    const violations = await watch(page);
    const titles = expectedTitles();
    await page.goto(`${server.url}/`, {waitUntil: 'load'});
    const samples = ['/learn', '/build/install', '/references/framework/sui_std.md', '/standards/deepbookv3/design'];
    for (const from of samples) {
      const to = redirects.find((r) => r.from === from)?.to;
      assert.ok(to, `${from} is in the map`);
      const [response] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === from),
        // The page's script navigates on at once: Playwright may call that an interruption.
        page.goto(`${server.url}${from}?ref=old#top`, {waitUntil: 'commit'}).catch((error: unknown) => {
          if (!/interrupted/i.test(String(error))) throw error;
        }),
      ]);
      assert.equal(response.status(), 200, `${from}: the redirect page answers`);
      assert.equal(response.headers()['content-security-policy'], csp, `${from}: under the CSP`);
      await page.waitForURL(`${server.url}${to}?ref=old#top`, {timeout: 15_000});
      await page.waitForFunction((t) => document.title === t, titles.get(to), {timeout: 15_000});
    }
    // The redirect pages replaced themselves in the history: Back goes to the page before.
    await page.goBack({waitUntil: 'load'});
    assert.ok(!sources.has(new URL(page.url()).pathname), `Back lands on ${page.url()}, not a redirect page`);
    assert.deepEqual(await violations(), []);
  } finally {
    await context.close();
    await server.stop();
  }
});
