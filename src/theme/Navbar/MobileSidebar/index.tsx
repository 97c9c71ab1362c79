/**
 * Wraps the stock mobile menu so that it is built once the reader starts using the page
 * (or a few seconds after load), in idle time, or at once when the reader opens it,
 * instead of right after hydration. On a phone the stock menu renders the navbar links
 * and the page's whole doc sidebar (for the GraphQL reference, about 2,000 React elements)
 * while the page is still starting, though it stays hidden until the menu button is
 * pressed. Built in a transition, the work yields to input.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {readerReady, whenIdle} from '@site/src/utils/readerReady';

/** True once `active` has held through the reader's first input (or the settling time) and an idle period. */
function useBuildLater(active: boolean): boolean {
  const [build, setBuild] = useState(false);
  useEffect(() => {
    if (!active || build) return undefined;
    let cancelIdle: (() => void) | undefined;
    let cancelled = false;
    void readerReady().then(() => {
      if (!cancelled) cancelIdle = whenIdle(() => startTransition(() => setBuild(true)));
    });
    return () => {
      cancelled = true;
      cancelIdle?.();
    };
  }, [active, build]);
  return build;
}

export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const later = useBuildLater(shouldRender);
  return later || shown ? <NavbarMobileSidebar /> : null;
}
