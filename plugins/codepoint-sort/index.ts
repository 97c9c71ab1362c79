/**
 * Keeps the ICU collator out of page start-up: the Docusaurus client modules that call
 * `localeCompare` while a page hydrates compare by code point instead (./sortLoader.cjs).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Resolves a file inside a package whose `exports` do not list it. */
function packageFile(pkg: string, file: string): string {
  const main = require.resolve(pkg);
  return path.join(main.slice(0, main.lastIndexOf(`${path.sep}lib${path.sep}`)), file);
}

/** The modules, as this site resolves them; each must contain a `localeCompare` call. */
export const SORTING_MODULES = [
  packageFile('@docusaurus/plugin-content-docs/client', 'lib/client/docsClientUtils.js'),
  packageFile('@docusaurus/theme-common', 'lib/utils/reactUtils.js'),
];

export default function codepointSort(): Plugin {
  return {
    name: 'codepoint-sort',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: (file: string) => SORTING_MODULES.includes(file),
              enforce: 'pre' as const,
              use: [path.join(__dirname, 'sortLoader.cjs')],
            },
          ],
        },
      };
    },
  };
}
