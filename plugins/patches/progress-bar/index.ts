/**
 * progress-bar: theme-classic's route progress bar without the nprogress library. The
 * theme adds its `lib/nprogress` client module to every page; this plugin resolves that
 * module to ./progressBar.ts (both builds), which draws the same bar by hand.
 * Upstream: @docusaurus/theme-classic 3.10.2 (lib/nprogress.js). Gain: about 1.5 KB gzip
 * of first-load JavaScript (npm run bench:patches). Switch: SUI_DOCS_STOCK=progress-bar.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The module theme-classic lists among its client modules, as the generated list requires it. */
export const STOCK_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/nprogress',
);

export default function progressBar(): Plugin {
  return {
    name: 'progress-bar',
    configureWebpack() {
      return {resolve: {alias: {[`${STOCK_MODULE}$`]: path.join(__dirname, 'progressBar.ts')}}};
    },
  };
}
