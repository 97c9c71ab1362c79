/**
 * Analytics and tag-manager settings, read from the environment at build time. Both are
 * off unless configured: without AMPLITUDE_API_KEY no analytics code reaches a page, and
 * without GTM_CONTAINER_ID no tag-manager snippet is emitted (a default build talks to no
 * third party). Bad values stop the build naming the key and what it accepts.
 */
import {ConfigError} from './env';

type Env = Record<string, string | undefined>;

export type AmplitudeServerZone = 'US' | 'EU';

/** What the browser needs to start the Amplitude SDK; passed to it as plugin global data. */
export interface AmplitudeSettings {
  apiKey: string;
  serverZone: AmplitudeServerZone;
  /** Ingestion endpoint overriding the zone's (the tests point it at their own server). */
  serverUrl?: string;
  /** Unset values keep the browser SDK's own defaults (see DEPLOY.md: Analytics and tag manager). */
  flushIntervalMillis?: number;
  flushQueueSize?: number;
  flushMaxRetries?: number;
  minIdLength?: number;
}

export interface AnalyticsEnv {
  amplitude: AmplitudeSettings | null;
  gtmContainerId: string | null;
}

function value(env: Env, key: string): string | undefined {
  const raw = env[key]?.trim();
  return raw ? raw : undefined;
}

function positiveInteger(env: Env, key: string): number | undefined {
  const raw = value(env, key);
  if (raw === undefined) return undefined;
  if (!/^[1-9]\d*$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw new ConfigError(key, env[key] ?? '', 'a positive whole number such as 1000');
  }
  return Number(raw);
}

function serverZone(env: Env): AmplitudeServerZone {
  const key = 'AMPLITUDE_SERVER_ZONE';
  const raw = value(env, key);
  if (raw === undefined) return 'US';
  const zone = raw.toUpperCase();
  if (zone !== 'US' && zone !== 'EU') throw new ConfigError(key, env[key] ?? '', '"US" (the default) or "EU"');
  return zone;
}

function serverUrl(env: Env): string | undefined {
  const key = 'AMPLITUDE_SERVER_URL';
  const raw = value(env, key);
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new ConfigError(key, raw, 'an absolute http(s) URL such as https://api2.amplitude.com/2/httpapi');
  }
  return url.toString();
}

export function readAmplitudeSettings(env: Env = process.env): AmplitudeSettings | null {
  const apiKey = value(env, 'AMPLITUDE_API_KEY');
  // Every setting is still checked without a key, so a typo fails even in a build that has none.
  const settings = {
    serverZone: serverZone(env),
    serverUrl: serverUrl(env),
    flushIntervalMillis: positiveInteger(env, 'AMPLITUDE_FLUSH_INTERVAL_MS'),
    flushQueueSize: positiveInteger(env, 'AMPLITUDE_FLUSH_QUEUE_SIZE'),
    flushMaxRetries: positiveInteger(env, 'AMPLITUDE_FLUSH_MAX_RETRIES'),
    minIdLength: positiveInteger(env, 'AMPLITUDE_MIN_ID_LENGTH'),
  };
  if (apiKey === undefined) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(apiKey)) {
    throw new ConfigError('AMPLITUDE_API_KEY', apiKey, 'a project API key made of letters, digits, "-" and "_"');
  }
  // Drop unset keys: the global data is JSON, and the SDK treats "absent" as "use my default".
  return Object.fromEntries(
    Object.entries({apiKey, ...settings}).filter(([, v]) => v !== undefined),
  ) as unknown as AmplitudeSettings;
}

function readGtmContainerId(env: Env = process.env): string | null {
  const key = 'GTM_CONTAINER_ID';
  const raw = value(env, key);
  if (raw === undefined) return null;
  if (!/^GTM-[A-Z0-9]+$/.test(raw))
    throw new ConfigError(key, raw, 'a container id such as GTM-ABC1234 ("GTM-", then capital letters and digits)');
  return raw;
}

export function readAnalyticsEnv(env: Env = process.env): AnalyticsEnv {
  return {amplitude: readAmplitudeSettings(env), gtmContainerId: readGtmContainerId(env)};
}
