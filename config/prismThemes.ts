/**
 * Code-block colour themes with WCAG AA contrast. The stock `github` and `dracula`
 * Prism themes colour some tokens below 4.5:1 against their own background (github's
 * comments, numbers and keywords; dracula's comments), which axe reports on every page
 * with code. `withContrast` keeps each theme's hues and moves any token colour that falls
 * short towards black (light theme) or white (dark theme) just far enough.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

type Rgb = [number, number, number];

export function parseColor(color: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgb\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*\)$/i.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`prismThemes: cannot read the colour "${color}" (expected #rgb, #rrggbb or rgb(r, g, b))`);
}

function toHex(c: Rgb): string {
  return `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance of an sRGB colour (0-255 channels). */
export function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(parseColor(a)), luminance(parseColor(b))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `over` with `alpha` of `color` painted on it (how a translucent highlight looks). */
export function blend(over: string, color: string, alpha: number): string {
  const [a, b] = [parseColor(over), parseColor(color)];
  return toHex(a.map((v, i) => v * (1 - alpha) + b[i] * alpha) as Rgb);
}

function readable(color: string, backgrounds: string[], min: number): string {
  const dark = luminance(parseColor(backgrounds[0])) < 0.2;
  const target: Rgb = dark ? [255, 255, 255] : [0, 0, 0];
  const start = parseColor(color);
  for (let t = 0; t <= 1; t += 0.02) {
    const c = toHex(start.map((v, i) => v + (target[i] - v) * t) as Rgb);
    if (backgrounds.every((bg) => contrastRatio(c, bg) >= min)) return c;
  }
  return toHex(target);
}

/**
 * The theme with every colour readable at `min`:1 on its background and on
 * `extraBackgrounds` (highlighted lines). Opacity on a token is dropped, since it lowers
 * contrast in a way the colour does not show.
 */
export function withContrast(theme: PrismTheme, extraBackgrounds: string[] = [], min = 4.5): PrismTheme {
  const background = theme.plain.backgroundColor;
  if (!background || !theme.plain.color)
    throw new Error('prismThemes: the theme needs plain color and backgroundColor');
  const backgrounds = [background, ...extraBackgrounds];
  return {
    plain: {...theme.plain, color: readable(theme.plain.color, backgrounds, min)},
    styles: theme.styles.map(({types, languages, style}) => {
      const {opacity: _opacity, ...rest} = style;
      return {
        types,
        ...(languages && {languages}),
        style: rest.color ? {...rest, color: readable(rest.color, backgrounds, min)} : rest,
      };
    }),
  };
}

// Backgrounds of highlighted lines: --docusaurus-highlighted-code-line-bg in src/css/custom.css.
export const lightCodeTheme = withContrast(themes.github, [
  blend(themes.github.plain.backgroundColor!, '#000000', 0.1),
]);
export const darkCodeTheme = withContrast(themes.dracula, [
  blend(themes.dracula.plain.backgroundColor!, '#000000', 0.3),
]);
