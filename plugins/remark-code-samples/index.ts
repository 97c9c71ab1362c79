/**
 * Remark plugin: fills code blocks from example files (`file=` / `region=`) and hides
 * TypeScript set-up lines above `// ---cut---`. See ./codeSamples.ts for the syntax.
 * Written for this site because remark-code-import, the common choice, selects lines by
 * number only, and line numbers drift silently when the example file changes.
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {parseMeta, readIncludedCode, TS_LANGS, visibleTypeScript} from './codeSamples';

export interface Options {
  /** Folder that `file=` paths are relative to: the site root. */
  siteDir: string;
}

export default function remarkCodeSamples({siteDir}: Options) {
  return (tree: Root, vfile: {path?: string}) => {
    visit(tree, 'code', (node) => {
      const meta = parseMeta(node.meta);
      if (meta.file) {
        try {
          node.value = readIncludedCode(siteDir, meta.file, meta.region || undefined);
        } catch (error) {
          const line = node.position?.start.line ?? 0;
          throw new Error(`${vfile.path ?? 'a page'}:${line}: ${(error as Error).message}`, {cause: error});
        }
      }
      if (node.lang && TS_LANGS.has(node.lang)) {
        node.value = visibleTypeScript(node.value);
      }
    });
  };
}
