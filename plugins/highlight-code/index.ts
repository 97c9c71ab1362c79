/**
 * Build-time syntax highlighting. Code blocks are tokenized by Prism when the MDX is
 * compiled (./remark.ts, added to each content plugin's remarkPlugins), and the stock
 * CodeBlock/Content renders them through the stub `Highlight` of
 * plugins/patches/prism-stub/prismStub.ts. Their colours come from a stylesheet
 * written here from `themeConfig.prism` (./themeCss.ts). Keeping Prism out of the page
 * bundles is a framework patch of its own (plugins/patches/prism-stub): with it off, the
 * stock CodeBlock highlights in the browser and the tokens here go unused.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {defaultMagicComments, type MagicComment} from './metadata';
import {prismThemeCss} from './themeCss';

export {default as remarkHighlightCode} from './remark';

export default function highlightCode(context: LoadContext): Plugin {
  const {theme, darkTheme, magicComments} =
    (
      context.siteConfig.themeConfig as {
        prism?: {theme?: PrismTheme; darkTheme?: PrismTheme; magicComments?: MagicComment[]};
      }
    ).prism ?? {};
  // ./remark.ts prepares code blocks with the theme's default magic comments.
  if (magicComments && JSON.stringify(magicComments) !== JSON.stringify(defaultMagicComments()))
    throw new Error(
      'plugins/highlight-code: themeConfig.prism.magicComments differs from the theme default; pass it to remarkHighlightCode',
    );
  if (!theme || !darkTheme)
    throw new Error('plugins/highlight-code: set themeConfig.prism.theme and themeConfig.prism.darkTheme');
  const css = path.join(context.generatedFilesDir, 'highlight-code', 'prism-theme.css');
  mkdirSync(path.dirname(css), {recursive: true});
  writeFileSync(css, prismThemeCss(theme, darkTheme));
  return {
    name: 'highlight-code',
    getClientModules() {
      return [css];
    },
  };
}
