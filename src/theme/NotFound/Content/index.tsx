/**
 * Wraps the stock NotFound/Content with the page title the stock NotFound page sets
 * ("Page Not Found | Sui Documentation", its id `theme.NotFound.title`) and a meta
 * description (Lighthouse's SEO audit asks every page for one). The docs are
 * served at `/`, so the docs plugin's root route matches every path, and for one that is
 * no doc its DocRoot renders this content alone, without the NotFound page around it: the
 * tab showed the site title only. A second, equal title on the stock NotFound page changes
 * nothing.
 * DocRoot imports this component on every doc page, which needs it only for an unknown
 * path, so the stock content loads when it is shown. The server renders it in full (it
 * waits for every lazy component), and a page being hydrated keeps that HTML until the
 * code has arrived.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import type NotFoundContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof NotFoundContentType>;

const NotFoundContent = lazy(() => import('@theme-original/NotFound/Content'));

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})}
        description={translate({
          id: 'site.NotFound.description',
          message:
            'This address is not a page of Sui Documentation. Search the docs or start from one of its sections.',
        })}
      />
      <Suspense fallback={null}>
        <NotFoundContent {...props} />
      </Suspense>
    </>
  );
}
