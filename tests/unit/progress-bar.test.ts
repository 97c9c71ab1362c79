import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {JSDOM} from 'jsdom';
import progressBarPlugin, {STOCK_MODULE} from '../../plugins/patches/progress-bar';

test("the plugin resolves theme-classic's nprogress client module to the hand-drawn bar", async () => {
  // theme-classic lists './nprogress' among its client modules; Docusaurus requires it by this path.
  assert.ok(existsSync(`${STOCK_MODULE}.js`), `${STOCK_MODULE}.js exists`);
  const {default: themeClassic} = await import('@docusaurus/theme-classic');
  const theme = (themeClassic as unknown as (context: object, options: object) => {getClientModules(): string[]})(
    {
      siteConfig: {themeConfig: {prism: {additionalLanguages: []}}},
      i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
      siteDir: '/site',
    },
    {customCss: []},
  );
  assert.ok(theme.getClientModules().includes('./nprogress'));
  const config = progressBarPlugin().configureWebpack!({} as never, false, {} as never, {} as never) as {
    resolve: {alias: Record<string, string>};
  };
  assert.deepEqual(config.resolve.alias, {
    [`${STOCK_MODULE}$`]: path.join(__dirname, '../../plugins/patches/progress-bar/progressBar.ts'),
  });
});

test('a route change slower than 200 ms shows the bar until the route has rendered; a faster one shows nothing', async (t) => {
  const dom = new JSDOM('<!DOCTYPE html><body></body>');
  const globals = globalThis as unknown as Record<string, unknown>;
  Object.assign(globals, {window: dom.window, document: dom.window.document});
  t.after(() => {
    delete globals.window;
    delete globals.document;
    dom.window.close();
  });
  t.mock.timers.enable({apis: ['setTimeout']});
  // jsdom's window timers are its own: route them through the mocked global ones.
  dom.window.setTimeout = ((fn: () => void, ms: number) => setTimeout(fn, ms)) as never;
  dom.window.clearTimeout = ((id: NodeJS.Timeout) => clearTimeout(id)) as never;
  const {default: progress} = await import('../../plugins/patches/progress-bar/routeProgress');
  const bar = () => dom.window.document.getElementById('nprogress');
  const change = (from: string, to: string) =>
    progress.onRouteUpdate!({location: {pathname: to}, previousLocation: {pathname: from}} as never) as
      (() => void) | undefined;

  // The first render and a change of hash only are not route changes.
  assert.equal(progress.onRouteUpdate!({location: {pathname: '/a'}, previousLocation: null} as never), undefined);
  assert.equal(change('/a', '/a'), undefined);

  // Fast: the route renders (cleanup, then onRouteDidUpdate) before 200 ms.
  let cleanup = change('/a', '/b');
  t.mock.timers.tick(150);
  cleanup!();
  progress.onRouteDidUpdate!({} as never);
  t.mock.timers.tick(1000);
  assert.equal(bar(), null);

  // Slow: the bar appears at 200 ms, with theme-classic's markup, and goes once the route has rendered.
  cleanup = change('/b', '/c');
  t.mock.timers.tick(199);
  assert.equal(bar(), null);
  t.mock.timers.tick(1);
  assert.equal(
    bar()?.innerHTML,
    '<div class="bar" style="transform: translate3d(-5%,0,0);"><div class="peg"></div></div>',
  );
  t.mock.timers.tick(3000);
  assert.ok(bar(), 'stays while the route loads');
  cleanup!();
  progress.onRouteDidUpdate!({} as never);
  assert.ok(bar(), 'completes and fades first');
  t.mock.timers.tick(400);
  assert.equal(bar(), null);
});
