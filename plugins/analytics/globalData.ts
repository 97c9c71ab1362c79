/** Shared by the plugin (Node) and the footer (browser): keep it free of Node imports. */
import type {AmplitudeSettings} from '../../config/analytics';

export const ANALYTICS_PLUGIN_NAME = 'sui-analytics';

/** The plugin's global data: `amplitude` is null when analytics is off. */
export interface AnalyticsGlobalData {
  amplitude: AmplitudeSettings | null;
}
