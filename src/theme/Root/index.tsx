/**
 * Wraps the (empty) stock Root, the component around the whole app inside the router:
 * the one place with the router's history and no page of its own, where a link followed
 * while offline is held until its page's code has loaded (./useOfflineNavigation.ts).
 * That code matters only once the reader has been on the page a while and then loses the
 * network, so it loads with the page's other non-urgent work (src/utils/readerReady.ts),
 * not with the code that starts the page.
 */
import React, {useEffect, type ReactNode} from 'react';
import Root from '@theme-original/Root';
import type RootType from '@theme/Root';
import type {WrapperProps} from '@docusaurus/types';
import {useHistory} from '@docusaurus/router';
import {readerReady, whenIdle} from '@site/src/utils/readerReady';

type Props = WrapperProps<typeof RootType>;

function useOfflineNavigationLater(): void {
  const history = useHistory();
  useEffect(() => {
    let cancelled = false;
    let loading = false;
    let release: (() => void) | undefined;
    let cancelIdle: (() => void) | undefined;
    const load = () => {
      if (loading || cancelled) return;
      loading = true;
      import(/* webpackChunkName: "offline-navigation" */ './useOfflineNavigation').then(
        ({holdOfflineNavigation}) => {
          if (!cancelled) release = holdOfflineNavigation(history);
        },
        // Offline before it arrived: the next time the browser is online.
        () => {
          loading = false;
        },
      );
    };
    window.addEventListener('online', load);
    void readerReady().then(() => {
      if (!cancelled) cancelIdle = whenIdle(load);
    });
    return () => {
      cancelled = true;
      window.removeEventListener('online', load);
      cancelIdle?.();
      release?.();
    };
  }, [history]);
}

export default function RootWrapper(props: Props): ReactNode {
  useOfflineNavigationLater();
  return <Root {...props} />;
}
