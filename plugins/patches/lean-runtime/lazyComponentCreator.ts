/**
 * What `@docusaurus/ComponentCreator` resolves to (aliased in ./index.ts). The generated
 * route table calls ComponentCreator once per route while the main chunk starts: for this
 * site's ~480 routes that built ~480 react-loadable components (a class each, plus the
 * route's chunk map) before anything rendered, though a page needs only its own few. Here
 * each route gets a stand-in that builds the stock component when it is first needed.
 */
import createStockComponent from '@lean-runtime/stock-component-creator';
import {lazyRouteComponent, type LoadableRouteComponent, type RouteComponent} from './lazyRouteComponent';

export default function ComponentCreator(path: string, hash: string): RouteComponent {
  return lazyRouteComponent(() => createStockComponent(path, hash) as LoadableRouteComponent);
}
