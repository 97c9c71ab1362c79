import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import stagedStart from '../../plugins/patches/staged-start';

type Config = {mode: 'production' | 'development'; entry: unknown};
const STOCK = path.join('/site/node_modules/@docusaurus/core/lib/client', 'clientEntry.js');

function configure(config: Config, isServer = false) {
  const plugin = stagedStart();
  return plugin.configureWebpack!(config as never, isServer, {} as never, {} as never) as {
    resolve?: {alias?: Record<string, string>};
  };
}

test("the production client build starts from the staged entry, which runs Docusaurus' own entry last", () => {
  const config: Config = {mode: 'production', entry: STOCK};
  const extra = configure(config);
  assert.equal(config.entry, path.join(__dirname, '../../plugins/patches/staged-start/stagedEntry.ts'));
  assert.deepEqual(extra.resolve?.alias, {
    '@staged-start/docusaurus-entry$': STOCK,
    '@staged-start/docusaurus-app$': path.join(path.dirname(STOCK), 'App.js'),
  });
});

test('the server build and the development server keep the stock entry', () => {
  for (const [config, isServer] of [
    [{mode: 'production', entry: STOCK}, true],
    [{mode: 'development', entry: STOCK}, false],
  ] as const) {
    const copy = {...config};
    assert.deepEqual(configure(copy, isServer), {});
    assert.equal(copy.entry, STOCK);
  }
});

test('an entry of another shape fails the build, naming the plugin', () => {
  assert.throws(
    () => configure({mode: 'production', entry: {main: [STOCK]}}),
    /plugins\/staged-start: .*review this plugin/,
  );
});

test('afterFirstPaint waits for a frame and the task after it, unless the page has painted or is hidden', async () => {
  const {afterFirstPaint} = await import('../../plugins/patches/staged-start/yieldTo');
  const log: string[] = [];
  const g = globalThis as Record<string, unknown>;
  const saved = {performance: g.performance, document: g.document, requestAnimationFrame: g.requestAnimationFrame};
  let paints: unknown[] = [];
  let visibilityState = 'visible';
  Object.defineProperty(globalThis, 'performance', {
    value: {getEntriesByType: () => paints},
    configurable: true,
    writable: true,
  });
  g.document = {
    get visibilityState() {
      return visibilityState;
    },
  };
  g.requestAnimationFrame = (run: () => void) => {
    log.push('frame');
    setTimeout(run, 5);
  };
  try {
    await afterFirstPaint();
    assert.deepEqual(log, ['frame'], 'before the first paint it waits for a frame');
    paints = [{name: 'first-paint'}];
    await afterFirstPaint();
    paints = [];
    visibilityState = 'hidden';
    await afterFirstPaint();
    assert.deepEqual(log, ['frame'], 'after the first paint, or on a hidden page, it only yields');
  } finally {
    Object.defineProperty(globalThis, 'performance', {value: saved.performance, configurable: true, writable: true});
    g.document = saved.document;
    g.requestAnimationFrame = saved.requestAnimationFrame;
  }
});
