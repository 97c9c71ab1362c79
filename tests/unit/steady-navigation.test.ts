/**
 * steady-navigation (plugins/patches/steady-navigation): PendingNavigation's page holder and
 * the sidebar item's memo test.
 * - HeldRoute against the stock controlled <Route> it replaces, under a holder that keeps the
 *   old location while the next page "loads", as PendingNavigation does: the page must show
 *   the same locations at the same steps, and must not render again when the router's
 *   location changes while the old one is held.
 * - The loader rewrites the installed PendingNavigation.js, and a changed module stops the build.
 * - The memo test keeps an item only when it is not active for either path.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {JSDOM} from 'jsdom';
import {Component, createElement as h, type ComponentType, type ReactNode} from 'react';
import {PENDING_NAVIGATION_MODULE} from '../../plugins/patches/steady-navigation';
import {holdRoute, STOCK} from '../../plugins/patches/steady-navigation/pendingNavigationLoader.cjs';
import {rendersSameWith} from '../../plugins/patches/steady-navigation/sameSidebarItem';

type Holder = ComponentType<{location: unknown; children?: ReactNode}>;

/** Renders the steps on jsdom with one holder; returns what the page showed and how often it rendered. */
async function walk(Hold: Holder): Promise<{shown: string[]; renders: number}> {
  const dom = new JSDOM('<div id="root"></div>');
  const globals = globalThis as unknown as Record<string, unknown>;
  Object.assign(globals, {window: dom.window, document: dom.window.document, navigator: dom.window.navigator});
  try {
    const {createRoot} = await import('react-dom/client');
    const {flushSync} = (await import('react-dom')) as unknown as {flushSync: (fn: () => void) => void};
    const {Router, useLocation} = await import('react-router');
    const {createMemoryHistory} = await import('history');
    const history = createMemoryHistory({initialEntries: ['/a']});
    const shown: string[] = [];
    let renders = 0;
    function Page(): ReactNode {
      renders++;
      const {pathname} = useLocation();
      return h('p', null, pathname);
    }
    // PendingNavigation's hold: a new location is shown only once `release` is called.
    let release = () => {};
    class Pending extends Component<{location: {pathname: string}}, {loaded: boolean}> {
      state = {loaded: true};
      override shouldComponentUpdate(next: {location: unknown}, nextState: {loaded: boolean}): boolean {
        if (next.location === this.props.location) return nextState.loaded;
        this.setState({loaded: false});
        release = () => this.setState({loaded: true});
        return false;
      }
      override render(): ReactNode {
        return h(Hold, {location: this.props.location}, h(Page));
      }
    }
    function App(): ReactNode {
      return h(Pending, {location: useLocation()});
    }
    const root = createRoot(dom.window.document.getElementById('root')!);
    const text = () => dom.window.document.getElementById('root')!.textContent ?? '';
    flushSync(() => root.render(h(Router, {history}, h(App))));
    shown.push(text());
    const rendersAtStart = renders;
    flushSync(() => history.push('/b')); // the click: /b is loading, /a stays
    shown.push(text());
    const rendersWhileHeld = renders - rendersAtStart;
    flushSync(() => release()); // /b has loaded
    shown.push(text());
    flushSync(() => history.push('/b#part')); // a hash link on the same page
    flushSync(() => release());
    shown.push(text());
    root.unmount();
    return {shown, renders: rendersWhileHeld};
  } finally {
    dom.window.close();
    for (const key of ['window', 'document', 'navigator']) delete globals[key];
  }
}

test('HeldRoute shows the page the stock controlled Route shows, without rendering it again while the next page loads', async () => {
  const {Route} = await import('react-router');
  const {default: HeldRoute} = await import('../../plugins/patches/steady-navigation/HeldRoute');
  const StockHold: Holder = ({location, children}) =>
    h(Route as unknown as ComponentType<{location: unknown; render: () => ReactNode}>, {
      location,
      render: () => children,
    });
  const stock = await walk(StockHold);
  const held = await walk(HeldRoute as unknown as Holder);
  assert.deepEqual(stock.shown, ['/a', '/a', '/b', '/b'], 'the stock holder behaves as the scenario assumes');
  assert.deepEqual(held.shown, stock.shown);
  assert.equal(stock.renders, 1, 'the stock Route renders the held page again when the router moves on');
  assert.equal(held.renders, 0, 'HeldRoute does not');
});

test('the loader swaps the controlled Route of the installed PendingNavigation.js, and stops the build when it is gone', () => {
  const source = readFileSync(PENDING_NAVIGATION_MODULE, 'utf8');
  const patched = holdRoute(source, PENDING_NAVIGATION_MODULE);
  assert.ok(!patched.includes(STOCK));
  assert.match(patched, /^import HeldRoute from ".*HeldRoute\.tsx";/);
  assert.match(patched, /<HeldRoute location=\{location\}>\{children\}<\/HeldRoute>/);
  assert.throws(
    () => holdRoute(source.replace(STOCK, '<Route location={location} children={children}/>'), 'PendingNavigation.js'),
    /steady-navigation: PendingNavigation\.js no longer renders .*SUI_DOCS_STOCK=steady-navigation/,
  );
});

test('a sidebar item keeps its render only when it is active for neither path and nothing else changed', () => {
  type Item = {type: 'link'; href: string} | {type: 'category'; href?: string; items: Item[]};
  // As the docs plugin's isActiveSidebarItem: the item's own page, or one inside a category.
  const isActive = (item: Item, path: string): boolean =>
    item.href === path || (item.type === 'category' && item.items.some((child) => isActive(child, path)));
  const same = rendersSameWith<{item: Item; activePath: string; level?: number; onItemClick?: () => void}>(isActive);
  const link: Item = {type: 'link', href: '/concepts/events'};
  const category: Item = {
    type: 'category',
    href: '/concepts/transactions',
    items: [{type: 'link', href: '/concepts/gas'}],
  };
  const props = (item: Item, activePath: string, level = 1) => ({item, activePath, level});
  assert.equal(same(props(link, '/a'), props(link, '/b')), true, 'inactive before and after');
  assert.equal(same(props(link, '/a'), props(link, '/concepts/events')), false, 'becomes active');
  assert.equal(same(props(link, '/concepts/events'), props(link, '/a')), false, 'stops being active');
  assert.equal(same(props(category, '/a'), props(category, '/concepts/gas')), false, 'a page inside opens');
  assert.equal(
    same(props(category, '/concepts/gas'), props(category, '/concepts/transactions')),
    false,
    'active, path changed',
  );
  assert.equal(same(props(category, '/a'), props(category, '/b')), true, 'a closed branch stays');
  assert.equal(same(props(link, '/a'), props(link, '/b', 2)), false, 'another prop changed');
  assert.equal(same(props(link, '/a'), {...props(link, '/a'), onItemClick: () => {}}), false, 'a prop added');
});
