/**
 * Move blocks and example files must parse with the Move 2024 tree-sitter grammar that
 * @mysten/prettier-plugin-move ships; blocks prettier would reformat are reported.
 * A block that is a fragment (no `module` declaration) is checked inside a module.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import {createRequire} from 'node:module';
import type ParserType from 'web-tree-sitter';
import {ROOT} from '../../lib/manifest';
import type {CodeBlock, Page} from '../mdx';
import {error, warning, type Problem} from '../problems';

const PLUGIN_DIR = path.join(ROOT, 'node_modules/@mysten/prettier-plugin-move');
/**
 * A private instance of web-tree-sitter for locating syntax errors. The module replaces
 * its own `init` once initialised, so it cannot be shared with the Prettier plugin,
 * which initialises it on every parse: evaluate a fresh copy outside the require cache.
 */
function privateTreeSitter(): typeof ParserType {
  const req = createRequire(path.join(PLUGIN_DIR, 'package.json'));
  const resolved = req.resolve('web-tree-sitter');
  const shared = req.cache[resolved];
  delete req.cache[resolved];
  try {
    return req('web-tree-sitter') as typeof ParserType;
  } finally {
    if (shared) req.cache[resolved] = shared;
    else delete req.cache[resolved];
  }
}
const Parser = privateTreeSitter();
type Parser = ParserType;

let parser: Promise<Parser> | undefined;
async function moveParser(): Promise<Parser> {
  await Parser.init();
  const language = await Parser.Language.load(path.join(PLUGIN_DIR, 'tree-sitter-move.wasm'));
  const p = new Parser();
  p.setLanguage(language);
  return p;
}

const isFragment = (code: string) => !/^\s*module\s+[\w:]+/m.test(code);
const wrap = (code: string) => `module sample::sample {\n${code}\n}\n`;

/** 0-based row and a description of the first syntax error, or null when the code parses. */
async function firstSyntaxError(code: string): Promise<{row: number; text: string} | null> {
  parser ??= moveParser();
  const tree = (await parser).parse(code);
  if (!tree.rootNode.hasError()) return null;
  let found: ParserType.SyntaxNode | null = null;
  const visit = (node: ParserType.SyntaxNode) => {
    if (found) return;
    if (node.type === 'ERROR' || node.isMissing()) {
      found = node;
      return;
    }
    for (const child of node.children) visit(child);
  };
  visit(tree.rootNode);
  const node: ParserType.SyntaxNode = found ?? tree.rootNode;
  const text = node.isMissing() ? `missing ${node.type}` : `unexpected "${node.text.split('\n')[0].slice(0, 40)}"`;
  return {row: node.startPosition.row, text};
}

async function formatMove(code: string): Promise<string> {
  const plugin = (await import('@mysten/prettier-plugin-move')) as unknown as prettier.Plugin;
  return prettier.format(code, {parser: 'move', plugins: [plugin], filepath: 'sample.move'});
}

/** Checks Move source: returns problems with lines offset by `firstLine` (the line of the code's row 0). */
async function checkMoveSource(file: string, code: string, firstLine: number, reformat: boolean): Promise<Problem[]> {
  const fragment = isFragment(code);
  const source = fragment ? wrap(code) : code;
  const offset = fragment ? -1 : 0;
  const syntax = await firstSyntaxError(source);
  if (syntax) {
    return [error(file, firstLine + syntax.row + offset, `Move does not parse (2024 grammar): ${syntax.text}`)];
  }
  if (!reformat || fragment) return [];
  try {
    const formatted = await formatMove(source);
    if (formatted.trimEnd() !== source.trimEnd()) {
      return [warning(file, firstLine, 'prettier-plugin-move would reformat this Move code')];
    }
  } catch (e) {
    if (process.env.DEBUG_MOVE_FORMAT) console.error(e);
    // The formatter rejects some code the grammar accepts; parsing is what is enforced.
  }
  return [];
}

export function checkMoveBlock(page: Page, block: CodeBlock): Promise<Problem[]> {
  return checkMoveSource(page.file, block.value, block.line + 1, true);
}

export function checkMoveFile(relative: string): Promise<Problem[]> {
  return checkMoveSource(relative, readFileSync(path.join(ROOT, relative), 'utf8'), 1, true);
}
