/**
 * Starts the client in short tasks after the page's first paint (production client build
 * only): Docusaurus' entry is replaced by ./stagedEntry.ts, which imports the same modules
 * group by group and then runs Docusaurus' entry. The development server keeps the stock
 * entry, so hot reloading works as Docusaurus documents it.
 * Upstream: @docusaurus/core 3.10.2 (lib/client/clientEntry.js). Gain: the start-up task
 * split in short ones (Lighthouse TBT; npm run bench:patches). Switch: SUI_DOCS_STOCK=staged-start.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const NAME = 'staged-start';

export default function stagedStart(): Plugin {
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const stock = config.entry;
      if (typeof stock !== 'string' || path.basename(stock) !== 'clientEntry.js') {
        throw new Error(
          `plugins/${NAME}: Docusaurus' client entry is no longer one clientEntry.js file (${JSON.stringify(stock)}); review this plugin.`,
        );
      }
      config.entry = path.join(__dirname, 'stagedEntry.ts');
      return {
        resolve: {
          alias: {
            '@staged-start/docusaurus-entry$': stock,
            '@staged-start/docusaurus-app$': path.join(path.dirname(stock), 'App.js'),
          },
        },
      };
    },
  };
}
