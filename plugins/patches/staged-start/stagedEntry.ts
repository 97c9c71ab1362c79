/**
 * The client entry of production builds (see ./index.ts). Docusaurus' own entry, run as it
 * is, initialises React, the client modules, the route table and the theme in one task of
 * 25-35 ms on a desktop CPU (four times that on a mid-range phone), and often before the
 * page's first frame. Here the same modules start after the first paint, a group at a
 * time, each group in its own task; the last step is Docusaurus' entry itself.
 */
import {afterFirstPaint, nextTask} from './yieldTo';

// A promise chain rather than top-level await, which would make this an async module
// and add webpack's async-module runtime to every page.
void afterFirstPaint()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ '@generated/client-modules'))
  .then(nextTask)
  // Only modules without named exports to keep: a dynamic import keeps every export of
  // the module it names (react-router-dom's would all stay in main).
  .then(() => import(/* webpackMode: "eager" */ '@generated/routes'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ '@staged-start/docusaurus-app'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ '@staged-start/docusaurus-entry'));
