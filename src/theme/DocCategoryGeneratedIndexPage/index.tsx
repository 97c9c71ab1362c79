/**
 * Wraps the stock generated-index page to provide the card descriptions that
 * plugins/patches/lean-docs puts on its route (the stock DocCard would look them up in the
 * list of every doc, which lean-docs leaves out).
 */
import React, {type ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import type {CardDescriptions} from '@site/plugins/patches/lean-docs';
import {CardDescriptionsContext} from '@site/src/components/CardDescriptions';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType> & {cardDescriptions?: CardDescriptions};

export default function DocCategoryGeneratedIndexPageWrapper({cardDescriptions, ...props}: Props): ReactNode {
  return (
    <CardDescriptionsContext.Provider value={cardDescriptions}>
      <DocCategoryGeneratedIndexPage {...props} />
    </CardDescriptionsContext.Provider>
  );
}
