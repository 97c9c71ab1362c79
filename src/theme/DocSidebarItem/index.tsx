/**
 * Wraps the stock sidebar item so that a client-side navigation renders again only the
 * items whose state it changes (patch steady-navigation). Every item gets the page's path,
 * so the stock sidebar renders all its open items, with their links, on each navigation;
 * an item that neither is nor holds the active page, before and after, keeps its render
 * (plugins/patches/steady-navigation/sameSidebarItem.ts says why that is the same).
 */
import React, {memo, type ReactNode} from 'react';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import DocSidebarItem from '@theme-original/DocSidebarItem';
import type {Props} from '@theme/DocSidebarItem';
import {rendersSameWith} from '@site/plugins/patches/steady-navigation/sameSidebarItem';

function DocSidebarItemWrapper(props: Props): ReactNode {
  return <DocSidebarItem {...props} />;
}

export default memo(DocSidebarItemWrapper, rendersSameWith<Props>(isActiveSidebarItem));
