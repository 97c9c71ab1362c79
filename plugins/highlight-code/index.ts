/**
 * Build-time syntax highlighting. Code blocks are tokenized by Prism when the MDX is
 * compiled (./remark.ts, added to each content plugin's remarkPlugins), and
 * src/theme/CodeBlock/Content renders the tokens. This plugin keeps Prism out of the
 * page bundles: the theme imports prism-react-renderer from a client module on every page,
 * so resolve it to a stub there. Config, tests and the tokenizer use the real package.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {default as remarkHighlightCode} from './remark';

export default function highlightCode(): Plugin {
  return {
    name: 'highlight-code',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'prismStub.ts')}}};
    },
  };
}
