import {test} from 'node:test';
import assert from 'node:assert/strict';
import React, {act, type ReactElement} from 'react';
import {createRoot} from 'react-dom/client';
import {renderToStaticMarkup} from 'react-dom/server';
import {JSDOM} from 'jsdom';
import type {RenderProps} from 'prism-react-renderer';
import {BuildTimeTokens, Highlight} from '../../plugins/patches/prism-stub/prismStub';
import {highlightedTokens, tokenizeLines} from '../../plugins/highlight-code/tokenize';
import {alignLines, decodeLines, encodeLines, plainLines} from '../../plugins/highlight-code/tokens';

/** What the stock CodeBlock/Content renders around <Highlight>: a <pre> with its class and style, a <div> per line, a <span> per token. */
function contentLike({className, style, tokens, getLineProps, getTokenProps}: RenderProps) {
  return React.createElement(
    'pre',
    {className, style},
    tokens.map((line, i) =>
      React.createElement(
        'div',
        {key: i, ...getLineProps({line, className: i === 0 ? 'highlighted' : undefined})},
        line.map((token, j) => React.createElement('span', {key: j, ...getTokenProps({token})})),
      ),
    ),
  );
}

function block(
  tokens: string | undefined,
  code: string,
  language: string,
  render: (props: RenderProps) => JSX.Element = contentLike,
): ReactElement {
  return React.createElement(
    BuildTimeTokens.Provider,
    {value: tokens},
    React.createElement(Highlight, {code, language, children: render}),
  );
}

test('the stub Highlight gives the stock render function the build-time tokens, with class names and no inline colours', () => {
  const written = 'const a = 1;\n// highlight-next-line\n\nlet b = "x";\n';
  // The theme shows the code without its magic comments and its last line break.
  const shown = 'const a = 1;\n\nlet b = "x";';
  const tokens = highlightedTokens(written, 'ts', shown)!;
  let props: RenderProps | undefined;
  const html = renderToStaticMarkup(block(tokens, shown, 'ts', (p) => ((props = p), contentLike(p))));
  assert.deepEqual(props!.tokens, alignLines(decodeLines(encodeLines(tokenizeLines(written, 'ts'))), shown));
  assert.equal(props!.className, 'prism-code language-ts', "prism-react-renderer's class");
  assert.deepEqual(props!.style, {});
  assert.equal(
    html,
    '<pre class="prism-code language-ts">' +
      // Prism's empty plain tokens at line ends are kept (CodeBlock/Line/Token renders them as no text).
      '<div class="token-line highlighted"><span class="token keyword">const</span><span class="token plain"> a </span><span class="token operator">=</span><span class="token plain"> </span><span class="token number">1</span><span class="token punctuation">;</span><span class="token plain"></span></div>' +
      // An empty line keeps prism-react-renderer's inline-block, which keeps it one line high.
      '<div class="token-line"><span class="token plain" style="display:inline-block">\n</span></div>' +
      '<div class="token-line"><span class="token plain"></span><span class="token keyword">let</span><span class="token plain"> b </span><span class="token operator">=</span><span class="token plain"> </span><span class="token string">&quot;x&quot;</span><span class="token punctuation">;</span><span class="token plain"></span></div>' +
      '</pre>',
  );
});

test('a block without tokens (a language Prism lacks, or code built in the browser) gets its lines plain', () => {
  let props: RenderProps | undefined;
  renderToStaticMarkup(block(undefined, 'a = 1\n\nb = 2', 'ini', (p) => ((props = p), contentLike(p))));
  assert.deepEqual(props!.tokens, plainLines('a = 1\n\nb = 2'));
  assert.equal(props!.className, 'prism-code language-ini');
});

test('rendered again with the same code, the lines and prop functions keep their identity (so the memoized CodeBlock/Line skips them)', (t) => {
  const dom = new JSDOM('<!DOCTYPE html><body><div id="root"></div></body>');
  const globals = globalThis as unknown as Record<string, unknown>;
  Object.assign(globals, {window: dom.window, document: dom.window.document, IS_REACT_ACT_ENVIRONMENT: true});
  const root = createRoot(dom.window.document.getElementById('root')!);
  t.after(() => {
    act(() => root.unmount());
    delete globals.window;
    delete globals.document;
    delete globals.IS_REACT_ACT_ENVIRONMENT;
    dom.window.close();
  });
  const code = 'let a = 1;';
  const tokens = highlightedTokens(code, 'ts');
  const seen: RenderProps[] = [];
  // A new render function each time, as the stock CodeBlock/Content passes.
  const render = () => block(tokens, code, 'ts', (p) => (seen.push(p), contentLike(p)));
  act(() => root.render(render()));
  act(() => root.render(render()));
  assert.equal(seen.length, 2);
  assert.equal(seen[1].tokens, seen[0].tokens);
  assert.equal(seen[1].getLineProps, seen[0].getLineProps);
  assert.equal(seen[1].getTokenProps, seen[0].getTokenProps);
  assert.equal(dom.window.document.querySelectorAll('#root .token').length, 6);
});
