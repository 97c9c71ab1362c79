/**
 * Ejected from @docusaurus/theme-classic 3.10. The stock component renders the desktop
 * sidebar on the server, then on a phone removes it right after hydration and renders the
 * mobile one: for this site's larger sidebars that is several hundred elements hydrated
 * and then deleted, in one task that blocks input. Below the desktop breakpoint the
 * desktop sidebar's container is `display: none` (DocRoot/Layout/Sidebar), so here it
 * simply stays; the mobile one (the navbar menu's second panel) is added on a phone.
 */
import React, {type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
