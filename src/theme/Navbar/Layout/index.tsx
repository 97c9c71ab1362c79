/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (lib/theme/Navbar/Layout/index.js; not in
 * its swizzle config, so "unsafe" to eject or wrap) to call the site's hide-on-scroll
 * hook (./useHideableNavbar.ts) instead of theme-common's: it shows the navbar when the
 * reader arrives at a heading link, as the spec asks (tests/e2e/navbar.test.ts), where the
 * stock hook hides it. Next to the backdrop that closes the phone menu on a click, Escape
 * closes it from the keyboard (./useCloseOnEscape.ts). The rest is the stock layout, line
 * for line.
 *
 * Why a wrapper cannot do it: the stock layout imports `useHideableNavbar` from
 * `@docusaurus/theme-common/internal` and calls it in its own render; the visible/hidden
 * state lives in that hook and becomes the `navbarHidden` class of the <nav> the stock
 * layout renders. Its only prop is `children`, and `navbar.hideOnScroll` (on or off) is
 * the only option, so a component around it can neither pass a visibility in, nor change
 * the <nav>'s class, nor swap the hook. What remains would be worse than this ejection:
 * - overriding the hidden class with CSS from outside while the wrapper keeps a second copy
 *   of the hook's logic (on arrival at a hash, pin the navbar; ignore the jump's own scroll;
 *   unpin on the reader's next scroll), two state machines that disagree by design and
 *   depend on the stock hook's internals and its CSS module's class;
 * - rendering the stock layout under a router location without the hash: the hook would
 *   then take the jump to the heading for a scroll down and hide the navbar anyway, and
 *   every navbar item and the mobile menu would see a false location;
 * - aliasing theme-common's internal module, the last resort of plugins/patches/registry.ts.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';
import type {Props} from '@theme/Navbar/Layout';

import {useHideableNavbar} from './useHideableNavbar';
import {useCloseOnEscape} from './useCloseOnEscape';
import styles from './styles.module.css';

function NavbarBackdrop(props: ComponentProps<'div'>) {
  return <div role="presentation" {...props} className={clsx('navbar-sidebar__backdrop', props.className)} />;
}

export default function NavbarLayout({children}: Props): ReactNode {
  const {
    navbar: {hideOnScroll, style},
  } = useThemeConfig();
  const mobileSidebar = useNavbarMobileSidebar();
  const {navbarRef, isNavbarVisible} = useHideableNavbar(hideOnScroll);
  useCloseOnEscape(mobileSidebar.shown, mobileSidebar.toggle);
  return (
    <nav
      ref={navbarRef}
      aria-label={translate({
        id: 'theme.NavBar.navAriaLabel',
        message: 'Main',
        description: 'The ARIA label for the main navigation',
      })}
      className={clsx(
        ThemeClassNames.layout.navbar.container,
        'navbar',
        'navbar--fixed-top',
        hideOnScroll && [styles.navbarHideable, !isNavbarVisible && styles.navbarHidden],
        {
          'navbar--dark': style === 'dark',
          'navbar--primary': style === 'primary',
          'navbar-sidebar--show': mobileSidebar.shown,
        },
      )}>
      {children}
      <NavbarBackdrop onClick={mobileSidebar.toggle} />
      <NavbarMobileSidebar />
    </nav>
  );
}
