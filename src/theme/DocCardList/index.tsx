/**
 * Wraps the stock DocCardList. On a section's own landing page (the first doc of a
 * sidebar, not a category) the stock list shows the sidebar's root items, which
 * include the landing page itself: leave that card out. Doc cards get their descriptions
 * from the page's route data (plugins/patches/lean-docs).
 */
import React, {type ReactNode} from 'react';
import DocCardList from '@theme-original/DocCardList';
import type DocCardListType from '@theme/DocCardList';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {useCurrentSidebarSiblings} from '@docusaurus/plugin-content-docs/client';
import {isSamePath} from '@docusaurus/theme-common/internal';
import {useWithDescriptions} from '@site/src/components/CardDescriptions';

type Props = WrapperProps<typeof DocCardListType>;

function SiblingCards(props: Props): ReactNode {
  const {pathname} = useLocation();
  const items = useCurrentSidebarSiblings().filter(
    (item) => !(item.type === 'link' && isSamePath(item.href, pathname)),
  );
  return <DocCardList {...props} items={useWithDescriptions(items)} />;
}

function GivenCards({items, ...props}: Props & {items: NonNullable<Props['items']>}): ReactNode {
  return <DocCardList {...props} items={useWithDescriptions(items)} />;
}

export default function DocCardListWrapper(props: Props): ReactNode {
  return props.items ? <GivenCards {...props} items={props.items} /> : <SiblingCards {...props} />;
}
