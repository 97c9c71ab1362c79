/**
 * Build-time syntax highlighting: Prism (prism-react-renderer's copy, the one the theme
 * would have used in the browser) with the site's extra languages, giving the same
 * tokens the browser used to compute. Node only.
 */
import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {ADDITIONAL_LANGUAGES} from './languages';
import {registerMove} from './move';
import {encodeLines, type Token} from './tokens';

let loaded = false;

/** Prism components register on `globalThis.Prism`: lend them prism-react-renderer's instance. */
function loadLanguages(): void {
  if (loaded) return;
  const require = createRequire(__filename);
  const g = globalThis as {Prism?: unknown};
  const before = g.Prism;
  g.Prism = Prism;
  try {
    for (const lang of ADDITIONAL_LANGUAGES) require(`prismjs/components/prism-${lang}`);
  } finally {
    if (before === undefined) delete g.Prism;
    else g.Prism = before;
  }
  registerMove(Prism as unknown as Parameters<typeof registerMove>[0]);
  loaded = true;
}

/** Whether Prism has a grammar for a code block's language (`ts`, `move`, `bash`…). */
export function isHighlighted(language: string): boolean {
  loadLanguages();
  return Boolean(Prism.languages[language.toLowerCase()]);
}

/** The code's lines of tokens, exactly as prism-react-renderer's <Highlight> computes them. */
export function tokenizeLines(code: string, language: string): Token[][] {
  loadLanguages();
  const lang = language.toLowerCase();
  const grammar = Prism.languages[lang];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language: lang, tokens: [] as (string | Prism.Token)[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/** The `tokens` value a code block carries to the page, or undefined for a language Prism lacks. */
export function highlightedTokens(code: string, language: string | null | undefined): string | undefined {
  if (!language || !isHighlighted(language)) return undefined;
  return encodeLines(tokenizeLines(code, language));
}
