/** JSON and TOML blocks must parse. */
import {parse as parseToml} from 'smol-toml';
import type {CodeBlock, Page} from '../mdx';
import {error, type Problem} from '../problems';

function jsonErrorLine(source: string, message: string): number {
  const pos = /position (\d+)/.exec(message);
  if (pos) return source.slice(0, Number(pos[1])).split('\n').length;
  const line = /line (\d+)/.exec(message);
  return line ? Number(line[1]) : 1;
}

export function checkDataBlock(page: Page, block: CodeBlock): Problem[] {
  if (block.lang === 'json') {
    try {
      JSON.parse(block.value);
    } catch (e) {
      const message = (e as Error).message;
      return [error(page.file, block.line + jsonErrorLine(block.value, message), `JSON does not parse: ${message}`)];
    }
  }
  if (block.lang === 'toml') {
    try {
      parseToml(block.value);
    } catch (e) {
      const err = e as Error & {line?: number};
      const first = err.message.split('\n')[0];
      return [error(page.file, block.line + (err.line ?? 1), `TOML does not parse: ${first}`)];
    }
  }
  return [];
}
