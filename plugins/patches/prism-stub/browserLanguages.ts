/**
 * The theme's prism-include-languages hook for builds with the prism-stub patch off, when
 * the stock CodeBlock highlights in the browser: it loads the same Prism components the
 * build-time tokenizer loads (plugins/highlight-code/languages.ts) and the Move grammar,
 * onto the theme's Prism instance, as the stock hook does with `additionalLanguages`.
 * Listed one by one so the bundler includes these five, not every Prism component.
 */
import {registerMove} from '../../highlight-code/move';

/** The languages required below, in order; a unit test checks they match ADDITIONAL_LANGUAGES. */
export const BROWSER_LANGUAGES = ['rust', 'typescript', 'toml', 'bash', 'json'];

export default function prismIncludeLanguages(PrismObject: {languages: Record<string, never>}): void {
  const g = globalThis as {Prism?: unknown};
  const before = g.Prism;
  g.Prism = PrismObject;
  // require, not import: the grammars register themselves on the global Prism set just above, and imports would run first.
  /* eslint-disable @typescript-eslint/no-require-imports */
  require('prismjs/components/prism-rust');
  require('prismjs/components/prism-typescript');
  require('prismjs/components/prism-toml');
  require('prismjs/components/prism-bash');
  require('prismjs/components/prism-json');
  /* eslint-enable @typescript-eslint/no-require-imports */
  if (before === undefined) delete g.Prism;
  else g.Prism = before;
  registerMove(PrismObject as unknown as Parameters<typeof registerMove>[0]);
}
