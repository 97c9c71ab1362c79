/**
 * idle-prefetch: route prefetches wait for the reader's first input and run one per idle
 * period (./idlePrefetch.ts, a client module wrapping window.docusaurus).
 * Upstream: @docusaurus/core 3.10.2 (lib/client/clientEntry.js assigns window.docusaurus).
 * Gain: less main-thread work right after hydration on link-heavy pages (npm run bench:patches).
 * Switch: SUI_DOCS_STOCK=idle-prefetch.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function idlePrefetch(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'idlePrefetch.ts')];
    },
  };
}
