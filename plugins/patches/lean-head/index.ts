/**
 * lean-head: the browser bundle gets ./leanHead.ts in place of react-helmet-async, the head
 * manager behind @docusaurus/Head (HelmetProvider in clientEntry.js, Helmet in
 * exports/Head.js). The server bundle keeps the library, so every built page is the same.
 * Upstream: @docusaurus/core 3.10.2, react-helmet-async (@slorber/react-helmet-async) 1.3.0.
 * Gain: 4.0 KB gzip of first-load JavaScript on every page (npm run bench:bytes).
 * Switch: SUI_DOCS_STOCK=lean-head.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const LEAN_HEAD_MODULE = path.join(__dirname, 'leanHead.ts');

export default function leanHead(): Plugin {
  return {
    name: 'lean-head',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {'react-helmet-async$': LEAN_HEAD_MODULE}}};
    },
  };
}
