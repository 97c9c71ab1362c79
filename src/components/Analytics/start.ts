/**
 * Starts analytics once per page load: the footer mounts again on every client-side route
 * change, but the SDK must be initialised only the first time (it tracks later page views
 * itself). Failures are contained here so analytics can never break a page.
 */
import type {AmplitudeSettings} from '@site/config/analytics';
import type {AnalyticsClient} from './amplitude';
import {readOptOut} from './optOut';

let started: Promise<AnalyticsClient | null> | null = null;

export function startAnalyticsOnce(settings: AmplitudeSettings): Promise<AnalyticsClient | null> {
  started ??= import(/* webpackChunkName: "analytics" */ './amplitude')
    .then(({startAmplitude}) => startAmplitude(settings, readOptOut()))
    .catch((error: unknown) => {
      console.warn('Analytics could not start; the page works without it.', error);
      return null;
    });
  return started;
}

/** Applies the reader's choice to the running SDK (if it started). */
export async function applyOptOut(optOut: boolean): Promise<void> {
  const client = await started;
  client?.setOptOut(optOut);
}
