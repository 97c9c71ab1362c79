import {test} from 'node:test';
import assert from 'node:assert/strict';
import {JSDOM} from 'jsdom';
import type {PrismTheme} from 'prism-react-renderer';
import {prismThemeCss} from '../../plugins/highlight-code/themeCss';
import {darkCodeTheme, lightCodeTheme, parseColor} from '../../config/prismThemes';

const rgb = (hex: string) => `rgb(${parseColor(hex).join(', ')})`;

/** The computed colour and font style of a token of `types` in a block of `language`, in `mode`. */
function tokenStyle(css: string, mode: 'light' | 'dark' | null, language: string, types: string[]) {
  const dom = new JSDOM(
    `<!doctype html><html${mode ? ` data-theme="${mode}"` : ''}><head><style>${css}</style></head><body>` +
      `<pre class="prism-code language-${language}"><code><span class="token-line"><span class="token ${types.join(' ')}">x</span></span></code></pre></body></html>`,
  );
  const {getComputedStyle, document} = dom.window;
  const token = getComputedStyle(document.querySelector('.token')!);
  const pre = getComputedStyle(document.querySelector('pre')!);
  return {color: token.color, fontStyle: token.fontStyle, background: pre.backgroundColor};
}

function themeColour(theme: PrismTheme, type: string, language?: string): string {
  let colour = theme.plain.color!;
  for (const {types, languages, style} of theme.styles) {
    if (languages && !languages.includes(language as never)) continue;
    if (types.includes(type) && style.color) colour = style.color;
  }
  return colour;
}

test('each token type takes its colour from the light theme, and from the dark theme in dark mode', () => {
  const css = prismThemeCss(lightCodeTheme, darkCodeTheme);
  for (const type of ['comment', 'keyword', 'string', 'function', 'number']) {
    assert.equal(tokenStyle(css, 'light', 'ts', [type]).color, rgb(themeColour(lightCodeTheme, type)), `light ${type}`);
    assert.equal(
      tokenStyle(css, null, 'ts', [type]).color,
      rgb(themeColour(lightCodeTheme, type)),
      `${type} before a colour mode is set`,
    );
    assert.equal(tokenStyle(css, 'dark', 'ts', [type]).color, rgb(themeColour(darkCodeTheme, type)), `dark ${type}`);
  }
  assert.equal(tokenStyle(css, 'light', 'ts', ['keyword']).background, rgb(lightCodeTheme.plain.backgroundColor!));
  assert.equal(tokenStyle(css, 'dark', 'ts', ['keyword']).background, rgb(darkCodeTheme.plain.backgroundColor!));
});

test('a style of one mode does not leak into the other, and language-only rules apply to that language alone', () => {
  const theme = (styles: PrismTheme['styles']): PrismTheme => ({
    plain: {color: '#111111', backgroundColor: '#eeeeee'},
    styles,
  });
  const light = theme([
    {types: ['comment'], style: {color: '#222222', fontStyle: 'italic'}},
    {types: ['keyword'], style: {color: '#333333'}},
    {types: ['keyword'], languages: ['rust'], style: {color: '#444444'}},
    {types: ['keyword'], style: {fontStyle: 'italic'}},
  ]);
  const dark = theme([{types: ['comment'], style: {color: '#555555'}}]);
  const css = prismThemeCss(light, dark);
  assert.deepEqual(tokenStyle(css, 'light', 'ts', ['comment']), {
    color: rgb('#222222'),
    fontStyle: 'italic',
    background: rgb('#eeeeee'),
  });
  assert.notEqual(
    tokenStyle(css, 'dark', 'ts', ['comment']).fontStyle,
    'italic',
    "the light theme's italic stays out of dark mode",
  );
  assert.equal(tokenStyle(css, 'light', 'rust', ['keyword']).color, rgb('#444444'));
  assert.equal(tokenStyle(css, 'light', 'ts', ['keyword']).color, rgb('#333333'));
  assert.equal(tokenStyle(css, 'light', 'ts', ['keyword']).fontStyle, 'italic', 'later entries add to earlier ones');
});

test('a theme entry that cannot become a class name fails with its name', () => {
  const bad: PrismTheme = {
    plain: {color: '#000000', backgroundColor: '#ffffff'},
    styles: [{types: ['a b'], style: {color: '#123456'}}],
  };
  assert.throws(() => prismThemeCss(bad, bad), /token type "a b"/);
});

test("a token of several types looks as prism-react-renderer draws it: its types' styles merged in the token's order", () => {
  const theme: PrismTheme = {
    plain: {color: '#111111', backgroundColor: '#eeeeee'},
    styles: [
      {types: ['punctuation'], style: {color: '#222222'}},
      {types: ['attr-name'], style: {color: '#333333', fontStyle: 'italic'}},
    ],
  };
  const css = prismThemeCss(theme, theme);
  // The Move attribute `#[`: punctuation comes last in the token, although attr-name comes last in the theme.
  assert.deepEqual(tokenStyle(css, 'light', 'move', ['attribute', 'attr-name', 'punctuation']), {
    color: rgb('#222222'),
    fontStyle: 'italic',
    background: rgb('#eeeeee'),
  });
  assert.equal(tokenStyle(css, 'dark', 'move', ['punctuation', 'attr-name']).color, rgb('#333333'));
  assert.equal(tokenStyle(css, 'light', 'move', ['attr-name']).color, rgb('#333333'));
  assert.equal(tokenStyle(css, 'light', 'move', ['punctuation']).color, rgb('#222222'));
});
