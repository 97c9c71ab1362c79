/**
 * Mermaid blocks must parse with Mermaid's own parser. Mermaid expects a browser: a
 * jsdom window stands in for the parse (nothing is rendered).
 */
import type {CodeBlock, Page} from '../mdx';
import {error, type Problem} from '../problems';

type MermaidApi = {parse: (text: string) => Promise<unknown>};
let mermaid: Promise<MermaidApi> | undefined;

async function loadMermaid(): Promise<MermaidApi> {
  const {JSDOM} = await import('jsdom');
  const {window} = new JSDOM('<!doctype html><html><body></body></html>');
  Object.assign(globalThis, {window, document: window.document});
  const mod = (await import('mermaid')) as unknown as {default: MermaidApi};
  return mod.default;
}

export async function checkMermaidBlock(page: Page, block: CodeBlock): Promise<Problem[]> {
  mermaid ??= loadMermaid();
  try {
    await (await mermaid).parse(block.value);
    return [];
  } catch (e) {
    const err = e as Error & {hash?: {loc?: {first_line?: number}}};
    const message = String(err.message ?? err);
    const line = err.hash?.loc?.first_line ?? Number(/on line (\d+)/.exec(message)?.[1] ?? 1);
    const summary = message.split('\n').filter(Boolean).slice(-1)[0] ?? message;
    return [error(page.file, block.line + line, `Mermaid diagram does not parse: ${summary}`)];
  }
}
