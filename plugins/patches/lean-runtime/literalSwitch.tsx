import React, {useContext, type Context, type ReactElement, type ReactNode} from 'react';
import type {RouteComponentProps, match as Match} from 'react-router';
import type {Location} from 'history';
import type {MatchPath} from './literalPathMatch';

interface SwitchProps {
  children?: ReactNode;
  location?: Location;
}
type RouteElement = ReactElement<{path?: string; from?: string}>;

/** The stock `<Switch>` of react-router 5.3, as a function component that uses `matchPath`. */
export function createSwitch(matchPath: MatchPath, RouterContext: Context<RouteComponentProps>) {
  return function Switch({children, location: controlled}: SwitchProps): ReactNode {
    const context = useContext(RouterContext);
    if (!context) throw new Error('You should not use <Switch> outside a <Router>');
    const location = controlled ?? context.location;
    let element: RouteElement | undefined;
    let match: Match | null | undefined;
    // forEach rather than toArray().find(): toArray would key the children, and two routes
    // that render the same component at different URLs would then remount.
    React.Children.forEach(children, (child) => {
      if (match == null && React.isValidElement(child)) {
        element = child as RouteElement;
        const path = element.props.path || element.props.from;
        match = path ? matchPath(location.pathname, {...element.props, path}) : context.match;
      }
    });
    return match && element ? React.cloneElement(element, {location, computedMatch: match} as object) : null;
  };
}
