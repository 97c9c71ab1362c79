/**
 * A route component that builds the real one (Docusaurus' react-loadable component) the
 * first time the route is rendered or preloaded, and from then on renders that one.
 * In the browser, preloading a route not built yet first yields the main thread: a page's
 * matched routes (four for a doc page) then run their modules in a task each instead of
 * all in one. A route built already preloads at once, as in stock Docusaurus: going back
 * re-renders the earlier page within the popstate event, before the browser restores its
 * scroll position; a task later, Docusaurus' scroll to the top would undo the restoring.
 */
import {createElement, type ComponentType, type ReactElement} from 'react';
import {nextTask} from '../staged-start/yieldTo';

export type LoadableRouteComponent = ComponentType<object> & {preload: () => Promise<unknown>};
export type RouteComponent = ((props: object) => ReactElement) & {preload: () => Promise<unknown>};

const inBrowser = typeof window !== 'undefined';

export function lazyRouteComponent(create: () => LoadableRouteComponent): RouteComponent {
  let built: LoadableRouteComponent | undefined;
  const get = (): LoadableRouteComponent => (built ??= create());
  const Route = (props: object): ReactElement => createElement(get(), props);
  Route.preload = () => (inBrowser && !built ? nextTask().then(() => get().preload()) : get().preload());
  return Route;
}
