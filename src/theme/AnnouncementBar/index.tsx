/**
 * Wraps the stock AnnouncementBar. Before hydration an inline script marks the bar
 * "initially dismissed" when the reader closed *an* announcement, and CSS hides it.
 * When the configured id is new, the theme re-activates the bar after hydration but
 * leaves that mark, so the new announcement stayed hidden until the next page load:
 * clear the mark whenever the bar is active.
 */
import React, {type ReactNode, useEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
    }
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
