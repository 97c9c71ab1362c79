/**
 * A client-side navigation renders only what it changes:
 * - Docusaurus's PendingNavigation no longer renders the current page again when a
 *   navigation starts (./pendingNavigationLoader.cjs, ./HeldRoute.tsx);
 * - a sidebar item that is not the active one, nor holds it, before and after the
 *   navigation keeps its render (src/theme/DocSidebarItem, a wrapping swizzle).
 * Upstream: @docusaurus/core 3.10.2 lib/client/PendingNavigation.js, react-router 5.3.4,
 * @docusaurus/theme-classic 3.10.2 DocSidebarItem.
 * Gain: see the registry (plugins/patches/registry.ts). Switch: SUI_DOCS_STOCK=steady-navigation.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {packageDir} from '../../sui-api-reference/packages';
import {loaderPlugin} from '../loaderRule';

/** The module, as this site installs it. */
export const PENDING_NAVIGATION_MODULE = path.join(packageDir('@docusaurus/core'), 'lib/client/PendingNavigation.js');

export default function steadyNavigation(): Plugin {
  return loaderPlugin(
    'steady-navigation',
    [PENDING_NAVIGATION_MODULE],
    [path.join(__dirname, 'pendingNavigationLoader.cjs')],
  );
}
