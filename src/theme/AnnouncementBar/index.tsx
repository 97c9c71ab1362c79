/**
 * The stock AnnouncementBar, ejected for two fixes:
 * - It was a second `banner` landmark next to the navbar's header (axe:
 *   landmark-no-duplicate-banner); it is now a region named "Announcement".
 * - Before hydration an inline script marks the bar "initially dismissed" when the reader
 *   closed *an* announcement, and CSS hides it. When the configured id is new, the theme
 *   re-activates the bar after hydration but leaves that mark, so the new announcement
 *   stayed hidden until the next page load: clear the mark whenever the bar is active.
 */
import React, {type ReactNode, useEffect} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBar(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
    }
  }, [isActive]);
  if (!isActive || !announcementBar) {
    return null;
  }
  const {backgroundColor, textColor, isCloseable} = announcementBar;
  return (
    <div
      className={clsx(ThemeClassNames.announcementBar.container, styles.announcementBar)}
      style={{backgroundColor, color: textColor}}
      role="region"
      aria-label={translate({id: 'site.announcementBar.label', message: 'Announcement'})}>
      {isCloseable && <div className={styles.announcementBarPlaceholder} />}
      <AnnouncementBarContent className={styles.announcementBarContent} />
      {isCloseable && <AnnouncementBarCloseButton onClick={close} className={styles.announcementBarClose} />}
    </div>
  );
}
