/**
 * plain-inline-code (plugins/patches/plain-inline-code): what MDX makes of inline code with
 * the rehype plugin, against the stock compile, rendered on the server with a components map
 * that tags what went through it; which elements the plugin marks; and the check that stops
 * the build when the site has a swizzle the patch would bypass.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Element} from 'hast';
import {createElement, type ComponentProps, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {bypassedSwizzles, plainInlineCode, rehypePlainInlineCode} from '../../plugins/patches/plain-inline-code';
import {isInlineCode} from '../../plugins/patches/plain-inline-code/rehype';

const SOURCE = [
  'Run `sui client gas` and read `GasCoin` in a sentence.',
  '',
  '- a list item with `inline code`',
  '',
  '## A heading with `code`',
  '',
  '```ts',
  'const one = 1;',
  '```',
  '',
  '<Box>inside JSX: `boxed`</Box>',
  '',
  '<code>written as JSX</code>',
  '',
].join('\n');

/** The page rendered on the server; `code` from the components map leaves a data-via mark. */
async function render(rehypePlugins: unknown[]): Promise<string> {
  const {evaluate} = await import('@mdx-js/mdx');
  const runtime = await import('react/jsx-runtime');
  const {default: Content} = await evaluate(SOURCE, {...runtime, rehypePlugins: rehypePlugins as never[]} as never);
  const components = {
    code: (props: ComponentProps<'code'>) => createElement('code', {'data-via': 'components', ...props}),
    Box: ({children}: {children?: ReactNode}) => createElement('div', null, children),
  };
  return renderToStaticMarkup(createElement(Content, {components}));
}

const codes = (html: string) => [...html.matchAll(/<code[^>]*>[^<]*<\/code>/g)].map((m) => m[0]);

test('inline code compiles to a bare <code>; code blocks still go through the components', async () => {
  const stock = await render([]);
  const patched = await render([rehypePlainInlineCode]);
  // Stock: every Markdown code element through the components map (JSX-written <code> never).
  assert.deepEqual(codes(stock), [
    '<code data-via="components">sui client gas</code>',
    '<code data-via="components">GasCoin</code>',
    '<code data-via="components">inline code</code>',
    '<code data-via="components">code</code>',
    '<code data-via="components" class="language-ts">const one = 1;\n</code>',
    '<code data-via="components">boxed</code>',
    '<code>written as JSX</code>',
  ]);
  assert.deepEqual(codes(patched), [
    '<code>sui client gas</code>',
    '<code>GasCoin</code>',
    '<code>inline code</code>',
    '<code>code</code>',
    '<code data-via="components" class="language-ts">const one = 1;\n</code>',
    '<code>boxed</code>',
    '<code>written as JSX</code>',
  ]);
  // With the stock components (CodeInline renders `<code {...props} />`), the page is the same.
  assert.equal(patched, stock.replace(/ data-via="components">(?![^<]*\n)/g, '>'));
});

test('marks only what the stock MDXComponents/Code hands to CodeInline', () => {
  const text = (value: string) => ({type: 'text' as const, value});
  const code = (...children: Element['children']): Element => ({
    type: 'element',
    tagName: 'code',
    properties: {},
    children,
  });
  const p: Element = {type: 'element', tagName: 'p', properties: {}, children: []};
  const pre: Element = {type: 'element', tagName: 'pre', properties: {}, children: []};
  assert.equal(isInlineCode(code(text('a')), p), true);
  assert.equal(isInlineCode(code(text('a'), text('b')), p), true);
  assert.equal(isInlineCode(code(text('a')), pre), false, 'a code block');
  assert.equal(isInlineCode(code(text('a\nb')), p), false, 'a line break makes it a block');
  assert.equal(isInlineCode(code(), p), false, 'no children: the stock Code renders a block');
  assert.equal(isInlineCode(code(text('')), p), false);
  assert.equal(isInlineCode(code(code(text('a'))), p), false, 'an element inside');
  assert.equal(isInlineCode({...code(text('a')), tagName: 'kbd'}, p), false);
});

test('the build stops, naming the file, when the site swizzles what the patch would bypass', () => {
  assert.deepEqual(bypassedSwizzles(path.resolve(__dirname, '../..')), [], 'this site bypasses nothing');
  const dir = mkdtempSync(path.join(tmpdir(), 'plain-inline-code-'));
  try {
    mkdirSync(path.join(dir, 'src/theme/CodeInline'), {recursive: true});
    writeFileSync(path.join(dir, 'src/theme/CodeInline/index.tsx'), 'export default () => null;');
    writeFileSync(path.join(dir, 'src/theme/MDXComponents.tsx'), 'export default {...MDXComponents, code: Code};');
    assert.deepEqual(bypassedSwizzles(dir), [
      'src/theme/CodeInline (swizzled CodeInline)',
      'src/theme/MDXComponents.tsx (sets the `code` component)',
    ]);
    assert.throws(
      () => plainInlineCode(dir),
      /plain-inline-code .*src\/theme\/CodeInline .*SUI_DOCS_STOCK=plain-inline-code/,
    );
    rmSync(path.join(dir, 'src/theme/CodeInline'), {recursive: true});
    writeFileSync(path.join(dir, 'src/theme/MDXComponents.tsx'), 'export default {...MDXComponents, table: Table};');
    assert.deepEqual(plainInlineCode(dir), [rehypePlainInlineCode]);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
