/**
 * Wraps the stock mobile menu so that it is built when the browser is idle, or at once
 * when the reader opens it, instead of right after hydration. On a phone the stock menu
 * renders the navbar links and the page's whole doc sidebar (for the GraphQL reference,
 * about 2,000 React elements, twice) while the page is still starting, though it stays
 * hidden until the menu button is pressed. Built in a transition, the work yields to input.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';

/** True once the browser has had an idle moment since `active` became true. */
function useIdleOnce(active: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!active || idle) return undefined;
    const done = () => startTransition(() => setIdle(true));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(done, {timeout: 5000});
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(done, 1000);
    return () => clearTimeout(id);
  }, [active, idle]);
  return idle;
}

export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const idle = useIdleOnce(shouldRender);
  return idle || shown ? <NavbarMobileSidebar /> : null;
}
