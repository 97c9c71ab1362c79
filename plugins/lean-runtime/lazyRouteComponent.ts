/**
 * A route component that builds the real one (Docusaurus' react-loadable component) the
 * first time the route is rendered or preloaded, and from then on renders that one.
 */
import {createElement, type ComponentType, type ReactElement} from 'react';

export type LoadableRouteComponent = ComponentType<object> & {preload: () => Promise<unknown>};
export type RouteComponent = ((props: object) => ReactElement) & {preload: () => Promise<unknown>};

export function lazyRouteComponent(create: () => LoadableRouteComponent): RouteComponent {
  let built: LoadableRouteComponent | undefined;
  const get = (): LoadableRouteComponent => (built ??= create());
  const Route = (props: object): ReactElement => createElement(get(), props);
  Route.preload = () => get().preload();
  return Route;
}
