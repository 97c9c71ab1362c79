/**
 * Wraps the stock DocItem to provide the card descriptions that plugins/patches/lean-docs passes
 * as a route prop to pages showing a DocCardList.
 */
import React, {type ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import type {CardDescriptions} from '@site/plugins/patches/lean-docs';
import {CardDescriptionsContext} from '@site/src/components/CardDescriptions';

type Props = WrapperProps<typeof DocItemType> & {cardDescriptions?: CardDescriptions};

export default function DocItemWrapper({cardDescriptions, ...props}: Props): ReactNode {
  return (
    <CardDescriptionsContext.Provider value={cardDescriptions}>
      <DocItem {...props} />
    </CardDescriptionsContext.Provider>
  );
}
