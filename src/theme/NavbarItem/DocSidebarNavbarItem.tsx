/**
 * The stock item, but it tells whether the page belongs to its sidebar from the route
 * table (each doc route names its sidebar) instead of the docs plugin's list of every doc,
 * which plugins/patches/lean-docs leaves out of the global data that every page downloads.
 */
import React, {type ReactNode} from 'react';
import {matchPath, useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import {useLayoutDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';
import type {RouteConfig} from 'react-router-config';

/** The sidebar of the route a path renders, matched as the router does (first match at each level). */
function sidebarOfPath(table: RouteConfig[], pathname: string): string | undefined {
  for (const route of table) {
    if (!matchPath(pathname, {path: route.path, exact: route.exact, strict: route.strict})) continue;
    if (route.routes) return sidebarOfPath(route.routes, pathname);
    return (route as RouteConfig & {sidebar?: string}).sidebar;
  }
  return undefined;
}

const sidebarByPath = new Map<string, string | undefined>();

function usePageSidebar(): string | undefined {
  const {pathname} = useLocation();
  if (!sidebarByPath.has(pathname)) sidebarByPath.set(pathname, sidebarOfPath(routes, pathname));
  return sidebarByPath.get(pathname);
}

export default function DocSidebarNavbarItem({sidebarId, label, docsPluginId, ...props}: Props): ReactNode {
  const pageSidebar = usePageSidebar();
  const sidebarLink = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  if (!sidebarLink) {
    throw new Error(`DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`);
  }
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => pageSidebar === sidebarId}
      label={label ?? sidebarLink.label}
      to={sidebarLink.path}
    />
  );
}
