import {test} from 'node:test';
import assert from 'node:assert/strict';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  Route,
  StaticRouter,
  Switch as StockSwitch,
  __RouterContext,
  matchPath as stockMatchPath,
  type RouteProps,
} from 'react-router';
import {literalPathMatcher, type MatchPath} from '../../plugins/patches/lean-runtime/literalPathMatch';
import {createSwitch} from '../../plugins/patches/lean-runtime/literalSwitch';

const Switch = createSwitch(literalPathMatcher(stockMatchPath as MatchPath), __RouterContext);

const ROUTE_PATHS = [
  '/',
  '',
  '/a',
  '/a/',
  '/A/b',
  '/search',
  '/x.y',
  '/a-b_c~d',
  '/references/sui-api/graphql/reference',
  '/references/sui-api/graphql/reference/types/objects/object',
  // Not literal: these go to the stock function.
  '/a/:id',
  '/a/*',
  '/a(b)?',
];
const PATHNAMES = [
  '/',
  '',
  '/a',
  '/a/',
  '/A',
  '/a/b',
  '/a/b/',
  '/ab',
  '/a//',
  '/a//b',
  '/x.y',
  '/xzy',
  '/search/',
  '/SEARCH',
  '/references/sui-api/graphql/reference',
  '/references/sui-api/graphql/reference/types/objects/object',
  '/references/sui-api/graphql/reference/types/objects/object/',
  '/References/Sui-Api/graphql/reference/types',
  '/references/sui-api/graphql/references',
  '/\u212a', // KELVIN SIGN: lower-cases to an ASCII k, which the RegExp would not match.
  '/a%20b',
];
const FLAGS = [false, true];

function optionSets(): Array<string | string[] | RouteProps> {
  const sets: Array<string | string[] | RouteProps> = [];
  for (const path of ROUTE_PATHS) {
    sets.push(path);
    for (const exact of FLAGS)
      for (const strict of FLAGS) for (const sensitive of FLAGS) sets.push({path, exact, strict, sensitive});
  }
  sets.push(
    {path: '/a', exact: null as unknown as boolean},
    ['/b', '/a'],
    ['/a', '/b'],
    {path: ['/a', undefined] as unknown as string[]},
    {path: [undefined, '/a'] as unknown as string[]},
    {},
  );
  return sets;
}

test('matchPath gives the stock answer for every route path, pathname and option set', () => {
  const fast = literalPathMatcher(stockMatchPath as MatchPath);
  let compared = 0;
  for (const options of optionSets()) {
    for (const pathname of PATHNAMES) {
      assert.deepEqual(
        fast(pathname, options),
        stockMatchPath(pathname, options),
        `${JSON.stringify(pathname)} with ${JSON.stringify(options)}`,
      );
      compared++;
    }
  }
  assert.ok(compared > 2000);
});

test('literal paths never reach the stock function; others do', () => {
  const calls: unknown[] = [];
  const fast = literalPathMatcher(((pathname, options) => {
    calls.push(options);
    return stockMatchPath(pathname, options);
  }) as MatchPath);
  fast('/references/sui-api/graphql/reference/types/objects/object', {
    path: '/references/sui-api/graphql/reference',
    exact: false,
  });
  fast('/a/b', {path: '/a/b', exact: true});
  fast('/a/b', '/a');
  assert.equal(calls.length, 0);
  fast('/a/b', {path: '/a/:id'});
  fast('/\u212a', {path: '/k'});
  fast('/a/b', {path: '/a/b', strict: true});
  assert.equal(calls.length, 3);
});

test('<Switch> renders the same route as the stock one', () => {
  const routes = ['/', '/a', '/a/b', '/search'].map((path, i) => ({path, exact: i !== 1}));
  const app = (SwitchImpl: typeof Switch | typeof StockSwitch, location: string) =>
    renderToStaticMarkup(
      React.createElement(
        StaticRouter,
        {location},
        React.createElement(
          SwitchImpl as React.ComponentType<{children: React.ReactNode}>,
          null,
          routes.map(({path, exact}) =>
            React.createElement(Route, {
              key: path,
              path,
              exact,
              render: ({match}) => React.createElement('p', null, `${path} ${match.url} ${match.isExact}`),
            }),
          ),
        ),
      ),
    );
  for (const location of ['/', '/a', '/a/', '/a/b', '/a/c', '/A/B/', '/search', '/nowhere']) {
    assert.equal(app(Switch, location), app(StockSwitch, location), location);
  }
  assert.equal(app(Switch, '/a/c'), '<p>/a /a false</p>');
  assert.equal(app(Switch, '/nowhere'), '');
});
