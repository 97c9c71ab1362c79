/**
 * The stock hook from @docusaurus/theme-common 3.10.2 (lib/hooks/useHideableNavbar.js,
 * exported from @docusaurus/theme-common/internal) with one change: arriving at a hash
 * target (a link to a heading) shows the navbar, where the stock hook hides it; the hash
 * is URL-decoded before it is looked up, so a heading whose id has non-ASCII characters
 * counts too. Headings carry `scroll-margin-top` of the navbar's height, so the navbar
 * covers nothing. Called by the ejected ./index.tsx (see there why it is not a wrapper).
 */
import {useCallback, useRef, useState} from 'react';
import {useLocationChange, useScrollPosition} from '@docusaurus/theme-common/internal';

export function useHideableNavbar(hideOnScroll: boolean): {
  readonly navbarRef: (node: HTMLElement | null) => void;
  readonly isNavbarVisible: boolean;
} {
  const [isNavbarVisible, setIsNavbarVisible] = useState(hideOnScroll);
  // The jump to a hash target is a scroll the reader did not make: ignore it.
  const isJumpingToAnchor = useRef(false);
  const navbarHeight = useRef(0);
  const navbarRef = useCallback((node: HTMLElement | null) => {
    if (node !== null) {
      navbarHeight.current = node.getBoundingClientRect().height;
    }
  }, []);

  useScrollPosition(({scrollY: scrollTop}, lastPosition) => {
    if (!hideOnScroll) return;
    if (scrollTop < navbarHeight.current) {
      setIsNavbarVisible(true);
      return;
    }
    if (isJumpingToAnchor.current) {
      isJumpingToAnchor.current = false;
      return;
    }
    const lastScrollTop = lastPosition?.scrollY;
    const documentHeight = document.documentElement.scrollHeight - navbarHeight.current;
    if (lastScrollTop && scrollTop >= lastScrollTop) {
      setIsNavbarVisible(false);
    } else if (scrollTop + window.innerHeight < documentHeight) {
      setIsNavbarVisible(true);
    }
  });

  useLocationChange(({location}) => {
    if (!hideOnScroll) return;
    const hash = location.hash;
    if (hash && document.getElementById(decodeURIComponent(hash.substring(1)))) {
      isJumpingToAnchor.current = true;
    }
    setIsNavbarVisible(true);
  });

  return {navbarRef, isNavbarVisible};
}
