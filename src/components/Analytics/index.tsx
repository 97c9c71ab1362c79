/**
 * Footer analytics: starts the SDK when the footer mounts (once per page load) and shows
 * the reader's on/off switch. Renders nothing, and loads no analytics code, when the build
 * has no AMPLITUDE_API_KEY.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useGlobalData from '@docusaurus/useGlobalData';
import {translate} from '@docusaurus/Translate';
import type {AmplitudeSettings} from '@site/config/analytics';
import {ANALYTICS_PLUGIN_NAME, type AnalyticsGlobalData} from '@site/plugins/analytics/globalData';
import {readOptOut, writeOptOut} from './optOut';
import {applyOptOut, startAnalyticsOnce} from './start';
import styles from './styles.module.css';

function useAmplitudeSettings(): AmplitudeSettings | null {
  const data = useGlobalData()[ANALYTICS_PLUGIN_NAME]?.default as AnalyticsGlobalData | undefined;
  return data?.amplitude ?? null;
}

function AnalyticsSwitch({settings}: {settings: AmplitudeSettings}): ReactNode {
  // Server-rendered as "on"; the stored choice is read after hydration.
  const [optOut, setOptOut] = useState(false);
  useEffect(() => {
    setOptOut(readOptOut());
    void startAnalyticsOnce(settings);
  }, [settings]);
  const toggle = () => {
    const next = !optOut;
    writeOptOut(next);
    setOptOut(next);
    void applyOptOut(next);
  };
  return (
    <div className={styles.analytics}>
      <button
        type="button"
        className={clsx('button button--sm button--outline button--secondary', styles.switch)}
        title={
          optOut
            ? translate({id: 'site.analytics.turnOn', message: 'Turn usage analytics back on'})
            : translate({id: 'site.analytics.turnOff', message: 'Stop sending usage analytics from this browser'})
        }
        onClick={toggle}>
        {optOut
          ? translate({id: 'site.analytics.off', message: 'Analytics: off'})
          : translate({id: 'site.analytics.on', message: 'Analytics: on'})}
      </button>
    </div>
  );
}

export default function FooterAnalytics(): ReactNode {
  const settings = useAmplitudeSettings();
  return settings ? <AnalyticsSwitch settings={settings} /> : null;
}
