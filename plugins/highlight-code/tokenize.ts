/**
 * Build-time syntax highlighting: Prism (prism-react-renderer's copy, the one the theme
 * would have used in the browser) with the site's extra languages, giving the same
 * tokens the browser used to compute. Node only.
 */
import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {ADDITIONAL_LANGUAGES} from './languages';
import {registerMove} from './move';
import {alignLines, decodeLines, encodeLines, encodeRuns, type Token} from './tokens';

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

/**
 * The `tokens` value a code block carries to the page (runs over the code it shows, see
 * ./tokens.ts), or undefined for a language Prism lacks. The code is tokenized as written;
 * `shown` is what the block shows of it (magic-comment lines removed, ./metadata.ts), by
 * default the code without its last line break, as the theme shows it.
 */
export function highlightedTokens(
  code: string,
  language: string | null | undefined,
  shown: string = code.replace(/\r?\n$/, ''),
): string | undefined {
  if (!language || !isHighlighted(language)) return undefined;
  // Through the intermediate form, which marks empty lines as the browser's decoder does.
  return encodeRuns(alignLines(decodeLines(encodeLines(tokenizeLines(code, language))), shown), shown);
}
