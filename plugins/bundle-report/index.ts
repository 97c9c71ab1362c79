/**
 * bundle-report: when `SUI_DOCS_BUNDLE_REPORT` names a folder, the client build writes what
 * its JavaScript is made of there, with webpack-bundle-analyzer (the package behind
 * Docusaurus's own `--bundle-analyzer`, which serves it instead): `treemap.html`, the
 * treemap of every chunk and module, and `chunks.json`, the same data (raw, parsed and gzip
 * sizes). `npm run report:bundle` builds with it and summarises the pages' first loads.
 * Off otherwise: nothing is added to a normal build.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {BundleAnalyzerPlugin} from 'webpack-bundle-analyzer';

export const BUNDLE_REPORT_ENV = 'SUI_DOCS_BUNDLE_REPORT';

export default function bundleReportPlugin(): Plugin {
  const folder = process.env[BUNDLE_REPORT_ENV];
  return {
    name: 'bundle-report',
    configureWebpack(_config, isServer) {
      if (!folder || isServer) return {};
      const options = {openAnalyzer: false, defaultSizes: 'gzip', logLevel: 'warn'} as const;
      return {
        plugins: [
          new BundleAnalyzerPlugin({
            ...options,
            analyzerMode: 'static',
            reportFilename: path.resolve(folder, 'treemap.html'),
          }),
          new BundleAnalyzerPlugin({
            ...options,
            analyzerMode: 'json',
            reportFilename: path.resolve(folder, 'chunks.json'),
          }),
        ],
      };
    },
  };
}
