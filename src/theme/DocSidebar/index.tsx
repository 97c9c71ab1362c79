/**
 * Ejected from @docusaurus/theme-classic 3.10. Below the desktop breakpoint the desktop
 * sidebar's container is `display: none` (DocRoot/Layout/Sidebar), yet the stock component
 * hydrates it on a phone and then deletes it: for the GraphQL reference's sidebar about
 * 1,900 React fibers, which every update that follows start-up walks again. Here, on a
 * page that starts narrow, the server's sidebar is kept as inert HTML (React neither
 * hydrates nor removes it) until the window first becomes desktop-wide; then the real one
 * is rendered in its place. The mobile sidebar (the navbar menu's second panel) is added
 * on a phone, as in the stock component.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

// Docusaurus' desktop breakpoint (useWindowSize): wider than this is 'desktop'.
const DESKTOP_MIN_EXCLUSIVE = 996;

const startsNarrow = (): boolean => typeof window !== 'undefined' && window.innerWidth <= DESKTOP_MIN_EXCLUSIVE;

/**
 * Hydrates against the server's desktop sidebar (its root is one <div>) and keeps its
 * content as it is: React leaves the inner HTML of an element with an empty
 * dangerouslySetInnerHTML alone while hydrating, and never rewrites it while it stays
 * empty. Navigating to another page on a phone renders an empty <div>, as hidden.
 */
function InertDesktopSidebar(): ReactNode {
  return <div dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
}

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  const [inert, setInert] = useState(startsNarrow);
  useEffect(() => {
    if (windowSize === 'desktop') setInert(false);
  }, [windowSize]);
  return (
    <>
      {inert ? <InertDesktopSidebar /> : <DocSidebarDesktop {...props} />}
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
