/**
 * Wraps the (empty) stock Root, the component around the whole app inside the router:
 * the one place with the router's history and no page of its own, where a link followed
 * while offline is held until its page's code has loaded (./useOfflineNavigation.ts).
 */
import React, {type ReactNode} from 'react';
import Root from '@theme-original/Root';
import type RootType from '@theme/Root';
import type {WrapperProps} from '@docusaurus/types';
import {useOfflineNavigation} from './useOfflineNavigation';

type Props = WrapperProps<typeof RootType>;

export default function RootWrapper(props: Props): ReactNode {
  useOfflineNavigation();
  return <Root {...props} />;
}
