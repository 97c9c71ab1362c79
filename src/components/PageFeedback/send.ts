/**
 * The analytics side of the page feedback: the SDK instance the footer started
 * (src/components/Analytics), so an answer joins its queue, retries and offline storage.
 * The SDK module is imported here only when the build has analytics; by then the footer has
 * loaded it, so nothing more is downloaded.
 */
import type {AnalyticsClient} from '../Analytics/amplitude';
import {FEEDBACK_EVENT, type FeedbackEvent} from './payload';

/**
 * The running SDK when the build has analytics and the reader has not turned it off (the
 * footer's switch sets the SDK's opt-out); null otherwise, or when it failed to start.
 */
export async function analyticsClient(configured: boolean): Promise<AnalyticsClient | null> {
  if (!configured) return null;
  try {
    const {startedClient} = await import(/* webpackChunkName: "analytics" */ '../Analytics/amplitude');
    const client = await startedClient();
    return client && !client.getOptOut() ? client : null;
  } catch {
    return null;
  }
}

export function sendFeedback(client: AnalyticsClient, event: FeedbackEvent): void {
  client.track(FEEDBACK_EVENT, {...event});
}
