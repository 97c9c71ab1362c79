/**
 * What `react-router` resolves to in both builds (aliased in ./index.ts): react-router 5
 * itself, except `matchPath` and `<Switch>`, which match literal route paths by string
 * comparison (./literalPathMatch.ts). react-router-config's `matchRoutes` (Docusaurus'
 * preload and prefetch) and `renderRoutes` (its `<Switch>`), Docusaurus' doc-route lookup
 * and react-router-dom all import these from `react-router`, so all of them use it.
 */
import {__RouterContext, matchPath as stockMatchPath} from '@lean-runtime/react-router';
import {literalPathMatcher, type MatchPath} from './literalPathMatch';
import {createSwitch} from './literalSwitch';

export * from '@lean-runtime/react-router';

export const matchPath = literalPathMatcher(stockMatchPath as MatchPath);

export const Switch = createSwitch(matchPath, __RouterContext);
