/**
 * Analytics wiring: hands the Amplitude settings read at build time (config/analytics.ts)
 * to the browser as this plugin's global data, and adds the tag-manager plugin only when a
 * container id is configured. The footer (src/components/Analytics) reads the global data
 * and loads the SDK with a dynamic import only when settings are present, so a build without
 * a key never sends analytics code to a page.
 */
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import type {AnalyticsEnv} from '../../config/analytics';
import {ANALYTICS_PLUGIN_NAME, type AnalyticsGlobalData} from './globalData';

export {ANALYTICS_PLUGIN_NAME, type AnalyticsGlobalData} from './globalData';

export default function analyticsPlugin(_context: LoadContext, options: unknown): Plugin {
  // Options come from analyticsPlugins() below, already checked by config/analytics.ts.
  const {amplitude} = options as AnalyticsGlobalData;
  return {
    name: ANALYTICS_PLUGIN_NAME,
    async contentLoaded({actions}) {
      actions.setGlobalData({amplitude} satisfies AnalyticsGlobalData);
    },
  };
}

/** The plugin entries for docusaurus.config.ts: this plugin always, the tag manager when configured. */
export function analyticsPlugins(env: AnalyticsEnv): PluginConfig[] {
  const plugins: PluginConfig[] = [[analyticsPlugin, {amplitude: env.amplitude} satisfies AnalyticsGlobalData]];
  if (env.gtmContainerId) {
    plugins.push(['@docusaurus/plugin-google-tag-manager', {containerId: env.gtmContainerId}]);
  }
  return plugins;
}
