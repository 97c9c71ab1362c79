import {test} from 'node:test';
import assert from 'node:assert/strict';
import {themes} from 'prism-react-renderer';
import {blend, contrastRatio, darkCodeTheme, lightCodeTheme, parseColor, withContrast} from '../../config/prismThemes';

function colours(theme: typeof lightCodeTheme): string[] {
  return [theme.plain.color!, ...theme.styles.map((s) => s.style.color).filter((c): c is string => Boolean(c))];
}

test('the stock github theme has tokens under 4.5:1, which the site theme fixes', () => {
  const bg = themes.github.plain.backgroundColor!;
  assert.ok(
    colours(themes.github).some((c) => contrastRatio(c, bg) < 4.5),
    'stock github has low-contrast tokens',
  );
  const highlighted = blend(bg, '#000000', 0.1);
  for (const c of colours(lightCodeTheme)) {
    assert.ok(contrastRatio(c, bg) >= 4.5, `${c} on ${bg}`);
    assert.ok(contrastRatio(c, highlighted) >= 4.5, `${c} on a highlighted line ${highlighted}`);
  }
});

test('every dark code colour is readable on the dracula background', () => {
  const bg = darkCodeTheme.plain.backgroundColor!;
  for (const c of colours(darkCodeTheme)) assert.ok(contrastRatio(c, bg) >= 4.5, `${c} on ${bg}`);
});

test('colours that already pass are kept, and opacity is dropped', () => {
  const theme = withContrast({
    plain: {color: '#000000', backgroundColor: '#ffffff'},
    styles: [
      {types: ['keyword'], style: {color: '#1a1a1a', fontStyle: 'italic'}},
      {types: ['namespace'], style: {opacity: 0.5}},
    ],
  });
  assert.equal(theme.styles[0].style.color, '#1a1a1a');
  assert.equal(theme.styles[0].style.fontStyle, 'italic');
  assert.deepEqual(theme.styles[1].style, {});
});

test('known contrast ratios and colour formats', () => {
  assert.equal(Math.round(contrastRatio('#000', '#fff') * 10) / 10, 21);
  assert.deepEqual(parseColor('rgb(98, 114, 164)'), [98, 114, 164]);
  assert.throws(() => parseColor('hsl(0 0% 0%)'), /cannot read the colour "hsl/);
});
