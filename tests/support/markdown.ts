/** Helpers for the tests of the pages' Markdown (plugins/page-markdown). */

/** A Markdown text without its fenced code blocks and inline code, where `<T>` or `import` are code, not JSX. */
function proseOf(markdown: string): string {
  return markdown.replace(/^([ \t>]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1\2[ \t]*$/gm, '').replace(/(`+)[^`\n]*?\1/g, '');
}

/** What must not be left in a page's Markdown outside code: MDX imports and exports, JSX or HTML tags. */
export function leftoverMdx(markdown: string): string[] {
  const prose = proseOf(markdown);
  return [
    ...[...prose.matchAll(/^(?:import|export) .*$/gm)].map((m) => m[0]),
    // `\<T>` is an escaped, literal `<`.
    ...[...prose.matchAll(/(?<!\\)<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*)?\/?>/g)].map((m) => m[0]),
  ];
}
