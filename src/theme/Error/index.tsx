/**
 * The site-wide crash page (the fallback of the root error boundary). Replaces core's
 * unstyled fallback, whose heading lacks the spec's wording ("This page crashed."), with
 * the theme's own ErrorPageContent inside the normal layout: title "Page Error", the
 * messages of the error's cause chain, and a Try again button that clears the error.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';
// Core's own fallback does the same: the layout needs a route context, and a crash
// can happen outside any route.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';

const errorRouteContext = {plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}};

export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <RouteContextProvider value={errorRouteContext}>
      {/* The layout itself may be what crashed: then show the message without it. */}
      <ErrorBoundary fallback={() => <ErrorPageContent error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>{translate({id: 'site.error.pageTitle', message: 'Page Error'})}</title>
        </Head>
        <Layout>
          <ErrorPageContent error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
