/**
 * Starts the official Amplitude browser SDK. Imported dynamically by the footer, and only
 * when the build has an API key, so this module and the SDK are never in a page's
 * bundle otherwise. The SDK owns the event queue, retries, backoff and offline storage.
 */
import {createInstance, Types} from '@amplitude/analytics-browser';
import type {AmplitudeSettings} from '@site/config/analytics';

export type AnalyticsClient = ReturnType<typeof createInstance>;

/**
 * The SDK logs a failed upload (server down, network error) with console.error; a
 * documentation reader should see at most a warning, so errors are downgraded.
 */
function quietLogger(): Types.ILogger {
  let level: Types.LogLevel = Types.LogLevel.Warn;
  const prefix = 'Analytics:';
  return {
    disable: () => {
      level = Types.LogLevel.None;
    },
    enable: (logLevel) => {
      level = logLevel;
    },
    log: (...args: unknown[]) => {
      if (level >= Types.LogLevel.Verbose) console.log(prefix, ...args);
    },
    debug: (...args: unknown[]) => {
      if (level >= Types.LogLevel.Debug) console.log(prefix, ...args);
    },
    warn: (...args: unknown[]) => {
      if (level >= Types.LogLevel.Warn) console.warn(prefix, ...args);
    },
    error: (...args: unknown[]) => {
      if (level >= Types.LogLevel.Error) console.warn(prefix, ...args);
    },
  };
}

let started: Promise<AnalyticsClient> | undefined;

/** Starts the SDK (start.ts calls it once per page load). */
export function startAmplitude(settings: AmplitudeSettings, optOut: boolean): Promise<AnalyticsClient> {
  started = init(settings, optOut);
  return started;
}

/**
 * The instance startAmplitude made on this page, for other code that sends events (the page
 * feedback, src/components/PageFeedback): it imports this module when it needs it, so the
 * first load of a page gains nothing. Undefined before the footer has started analytics.
 */
export function startedClient(): Promise<AnalyticsClient> | undefined {
  return started;
}

async function init(settings: AmplitudeSettings, optOut: boolean): Promise<AnalyticsClient> {
  const client = createInstance();
  const {apiKey, ...options} = settings;
  await client.init(apiKey, {
    ...options,
    optOut,
    loggerProvider: quietLogger(),
    logLevel: Types.LogLevel.Warn,
    // The spec's default tracking, and nothing else: no click capture, no web vitals.
    autocapture: {
      attribution: true,
      pageViews: true,
      sessions: true,
      fileDownloads: true,
      formInteractions: true,
      elementInteractions: false,
      frustrationInteractions: false,
      networkTracking: false,
      webVitals: false,
      performanceTracking: false,
      pageUrlEnrichment: false,
    },
    // A new session after 30 minutes of inactivity (the spec's 1,800,000 ms).
    sessionTimeout: 30 * 60 * 1000,
    // Only the configured ingestion endpoint is contacted: no remote configuration
    // download and no SDK diagnostics upload to Amplitude's own hosts.
    fetchRemoteConfig: false,
    enableDiagnostics: false,
  }).promise;
  return client;
}
