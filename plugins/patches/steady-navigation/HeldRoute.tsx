/**
 * What Docusaurus's PendingNavigation renders around the current page, in place of its
 * controlled `<Route location={location} render={() => children} />`. While the next page
 * loads, PendingNavigation keeps showing the current one by handing its descendants the
 * location it last rendered with. The stock Route does that by providing a new router
 * context object each time the router's own context changes, so the click that starts a
 * navigation renders the whole current page again, with the same location as before and
 * the same result, just before the next page replaces it. Here the context object is new
 * only when PendingNavigation itself renders (a new location to show, or a new history):
 * the same values reach the same components, without that extra render.
 */
import React, {useContext, useMemo, type ReactNode} from 'react';
import {__RouterContext as RouterContext} from 'react-router';
import type {Location} from 'history';

interface Props {
  readonly location: Location;
  readonly children: ReactNode;
}

export default function HeldRoute({location, children}: Props): ReactNode {
  const outer = useContext(RouterContext);
  // As the stock Route without a path: the router's context with the held location; the
  // router's root match is taken when the held location changes, so it matches that one.
  const value = useMemo(
    () => ({...outer, location, match: outer.match}),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- held on purpose: a new router location alone must not re-render the page
    [location, outer.history, outer.staticContext],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
