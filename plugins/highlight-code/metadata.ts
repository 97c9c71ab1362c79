/**
 * Build-time code-block metadata: what theme-common's `createCodeBlockMetadata` (3.10.2,
 * lib/utils/codeBlockUtils.js) computes in the browser for every block on every render,
 * computed here once, when the MDX is compiled, with the same upstream function. The page
 * then carries the result (./remark.ts puts it on the block) and src/theme/CodeBlock renders
 * it without the metastring and magic-comment parser, so that parser (and parse-numeric-range)
 * stay out of the page bundles (patch prism-stub).
 *
 * The upstream module also holds a React context (JSX, not loadable by Node as is), so only
 * its pure part, everything before `export function getPrismCssVariables`, is evaluated here,
 * with its three imports handed in. A change upstream that moves those parts stops the build
 * with a message (and the registry's guard on prism-stub checks the same markers first).
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {packageDir} from '../sui-api-reference/packages';

export interface MagicComment {
  className: string;
  line?: string;
  block?: {start: string; end: string};
}

/** theme-classic's default `prism.magicComments` (lib/options.js), which this site keeps. */
export function defaultMagicComments(): MagicComment[] {
  const options = path.join(packageDir('@docusaurus/theme-classic'), 'lib/options.js');
  return (createRequire(options)(options) as {DEFAULT_CONFIG: {prism: {magicComments: MagicComment[]}}}).DEFAULT_CONFIG
    .prism.magicComments;
}

export interface CodeBlockMetadata {
  codeInput: string;
  code: string;
  className: string;
  language: string;
  title?: string;
  lineNumbersStart?: number;
  lineClassNames: Record<number, string[]>;
}

export interface MetadataParams {
  code: string;
  className?: string;
  metastring?: string;
  magicComments: MagicComment[];
  defaultLanguage?: string;
  language?: string;
  title?: string;
  showLineNumbers?: boolean | number;
}

/** The upstream file's parts this module relies on (checked here and by the guard). */
export const UPSTREAM_MARKERS = {
  file: 'lib/utils/codeBlockUtils.js',
  imports: [
    "import { createContext, useContext, useMemo } from 'react';",
    "import clsx from 'clsx';",
    "import rangeParser from 'parse-numeric-range';",
    "import { ReactContextError } from './reactUtils';",
  ],
  end: 'export function getPrismCssVariables(',
  exported: 'export function createCodeBlockMetadata(params)',
  /** The default imports of `clsx` and `rangeParser`, in the order of the factory's parameters. */
  dependencies: ['clsx', 'parse-numeric-range'],
} as const;

let upstream: ((params: MetadataParams) => CodeBlockMetadata) | undefined;

export function createCodeBlockMetadata(params: MetadataParams): CodeBlockMetadata {
  if (!upstream) {
    const dir = packageDir('@docusaurus/theme-common');
    const file = path.join(dir, UPSTREAM_MARKERS.file);
    const source = readFileSync(file, 'utf8');
    const end = source.indexOf(UPSTREAM_MARKERS.end);
    const missing = [...UPSTREAM_MARKERS.imports, UPSTREAM_MARKERS.end, UPSTREAM_MARKERS.exported].filter(
      (s) => !source.includes(s),
    );
    if (missing.length > 0 || end < 0) {
      throw new Error(
        `plugins/highlight-code/metadata.ts: ${file} changed (missing: ${missing.join(' | ')}); ` +
          'update the build-time code-block metadata, or build with SUI_DOCS_STOCK=prism-stub',
      );
    }
    let body = source.slice(0, end);
    for (const line of UPSTREAM_MARKERS.imports) body = body.replace(line, '');
    body = body.replace(/^export function /gm, 'function ');
    const require = createRequire(file);
    const factory = new Function('clsx', 'rangeParser', `'use strict';${body}\nreturn createCodeBlockMetadata;`) as (
      ...deps: unknown[]
    ) => typeof upstream;
    // theme-common's own dependencies, resolved from its module as its imports are.
    upstream = factory(...UPSTREAM_MARKERS.dependencies.map((name) => require(name) as unknown));
  }
  return upstream!(params);
}
