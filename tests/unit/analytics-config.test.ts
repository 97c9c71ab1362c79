import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readAnalyticsEnv} from '../../config/analytics';
import {ConfigError} from '../../config/env';
import analyticsPlugin, {analyticsPlugins, ANALYTICS_PLUGIN_NAME} from '../../plugins/analytics';

function rejects(env: Record<string, string>, key: string): void {
  assert.throws(
    () => readAnalyticsEnv(env),
    (error: unknown) =>
      error instanceof ConfigError &&
      error.message.includes(`${key}="${env[key]}"`) &&
      error.message.includes('allowed values are'),
    `${key}=${env[key]}`,
  );
}

test('analytics and the tag manager are off by default', () => {
  assert.deepEqual(readAnalyticsEnv({}), {amplitude: null, gtmContainerId: null});
  assert.deepEqual(readAnalyticsEnv({AMPLITUDE_API_KEY: '  ', GTM_CONTAINER_ID: ''}), {
    amplitude: null,
    gtmContainerId: null,
  });
});

test('a key alone starts Amplitude in the US zone with the SDK defaults for everything else', () => {
  assert.deepEqual(readAnalyticsEnv({AMPLITUDE_API_KEY: 'abc123'}).amplitude, {apiKey: 'abc123', serverZone: 'US'});
});

test('every Amplitude setting is read', () => {
  const amplitude = readAnalyticsEnv({
    AMPLITUDE_API_KEY: 'abc123',
    AMPLITUDE_SERVER_ZONE: 'eu',
    AMPLITUDE_SERVER_URL: 'http://127.0.0.1:4000/2/httpapi',
    AMPLITUDE_FLUSH_INTERVAL_MS: '250',
    AMPLITUDE_FLUSH_QUEUE_SIZE: '8',
    AMPLITUDE_FLUSH_MAX_RETRIES: '3',
    AMPLITUDE_MIN_ID_LENGTH: '5',
  }).amplitude;
  assert.deepEqual(amplitude, {
    apiKey: 'abc123',
    serverZone: 'EU',
    serverUrl: 'http://127.0.0.1:4000/2/httpapi',
    flushIntervalMillis: 250,
    flushQueueSize: 8,
    flushMaxRetries: 3,
    minIdLength: 5,
  });
});

test('bad Amplitude values fail at start naming the key and what it accepts', () => {
  rejects({AMPLITUDE_API_KEY: 'abc', AMPLITUDE_SERVER_ZONE: 'ASIA'}, 'AMPLITUDE_SERVER_ZONE');
  for (const bad of ['api2.amplitude.com/2/httpapi', 'ftp://example.com/x', 'not a url']) {
    rejects({AMPLITUDE_API_KEY: 'abc', AMPLITUDE_SERVER_URL: bad}, 'AMPLITUDE_SERVER_URL');
  }
  for (const key of [
    'AMPLITUDE_FLUSH_INTERVAL_MS',
    'AMPLITUDE_FLUSH_QUEUE_SIZE',
    'AMPLITUDE_FLUSH_MAX_RETRIES',
    'AMPLITUDE_MIN_ID_LENGTH',
  ]) {
    for (const bad of ['0', '-5', '1.5', 'ten', '10ms']) rejects({AMPLITUDE_API_KEY: 'abc', [key]: bad}, key);
  }
  rejects({AMPLITUDE_API_KEY: 'abc def'}, 'AMPLITUDE_API_KEY');
});

test('a bad Amplitude value fails even in a build without a key', () => {
  rejects({AMPLITUDE_FLUSH_QUEUE_SIZE: 'lots'}, 'AMPLITUDE_FLUSH_QUEUE_SIZE');
});

test('GTM_CONTAINER_ID must look like GTM-XXXX', () => {
  assert.equal(readAnalyticsEnv({GTM_CONTAINER_ID: 'GTM-ABC1234'}).gtmContainerId, 'GTM-ABC1234');
  for (const bad of ['ABC1234', 'gtm-abc1234', 'GTM-', 'UA-12345-1', 'GTM-ABC 123'])
    rejects({GTM_CONTAINER_ID: bad}, 'GTM_CONTAINER_ID');
});

test('the tag-manager plugin is in the config only when a container id is set', () => {
  const names = (env: Record<string, string>) =>
    analyticsPlugins(readAnalyticsEnv(env)).map((entry) => (Array.isArray(entry) ? entry[0] : entry));
  assert.ok(!names({}).includes('@docusaurus/plugin-google-tag-manager'));
  const withGtm = analyticsPlugins(readAnalyticsEnv({GTM_CONTAINER_ID: 'GTM-ABC1234'}));
  assert.deepEqual(withGtm[1], ['@docusaurus/plugin-google-tag-manager', {containerId: 'GTM-ABC1234'}]);
});

test('the analytics plugin hands the Amplitude settings (or null) to the browser as global data', async () => {
  for (const env of [{}, {AMPLITUDE_API_KEY: 'abc123', AMPLITUDE_FLUSH_INTERVAL_MS: '500'}]) {
    const [entry] = analyticsPlugins(readAnalyticsEnv(env));
    assert.ok(Array.isArray(entry));
    const plugin = analyticsPlugin({} as LoadContext, entry[1]) as Plugin;
    assert.equal(plugin.name, ANALYTICS_PLUGIN_NAME);
    let globalData: unknown;
    const actions = {setGlobalData: (data: unknown) => (globalData = data)};
    await plugin.contentLoaded?.({content: undefined, actions} as unknown as Parameters<
      NonNullable<Plugin['contentLoaded']>
    >[0]);
    assert.deepEqual(globalData, {amplitude: readAnalyticsEnv(env).amplitude});
  }
});
