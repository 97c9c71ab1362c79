/**
 * Inline code in Markdown renders as a bare `<code>` element, compiled so by a rehype plugin
 * (./rehype.ts), instead of through the theme's MDXComponents/Code and CodeInline, which
 * render the same element: a long page has dozens of inline code spans, each two components
 * fewer to create on every client-side navigation and server render.
 * Upstream: @docusaurus/theme-classic 3.10.2 (lib/theme/MDXComponents/Code.js, CodeInline),
 * @mdx-js/mdx 3.1.1 (lib/plugin/recma-jsx-rewrite.js), hast-util-to-estree 3.
 * Gain: see the registry (plugins/patches/registry.ts). Switch: SUI_DOCS_STOCK=plain-inline-code.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import rehypePlainInlineCode from './rehype';

export {rehypePlainInlineCode};

/**
 * What the site would lose by the patch: a swizzled CodeInline or MDXComponents/Code, or a
 * `code` entry in the swizzled MDXComponents, would no longer see inline code. Sentences
 * naming each (none: the patch bypasses nothing of the site's).
 */
export function bypassedSwizzles(siteDir: string): string[] {
  const theme = path.join(siteDir, 'src/theme');
  const found: string[] = [];
  for (const component of ['CodeInline', 'MDXComponents/Code'])
    for (const file of [component, `${component}.tsx`, `${component}.ts`, `${component}.js`, `${component}.jsx`])
      if (existsSync(path.join(theme, file))) found.push(`src/theme/${file} (swizzled ${component})`);
  for (const file of ['MDXComponents.tsx', 'MDXComponents.js', 'MDXComponents/index.tsx', 'MDXComponents/index.js']) {
    const full = path.join(theme, file);
    if (existsSync(full) && /(^|[\s,{])code\s*:/m.test(readFileSync(full, 'utf8')))
      found.push(`src/theme/${file} (sets the \`code\` component)`);
  }
  return found;
}

/** The patch's rehype plugins for every MDX loader of the site; stops the build if it would bypass a swizzle. */
export function plainInlineCode(siteDir: string): [typeof rehypePlainInlineCode] {
  const bypassed = bypassedSwizzles(siteDir);
  if (bypassed.length > 0)
    throw new Error(
      `Patch plain-inline-code renders inline code without the MDX components, so it would bypass: ${bypassed.join('; ')}. ` +
        'Switch the patch off (SUI_DOCS_STOCK=plain-inline-code) or move that change elsewhere.',
    );
  return [rehypePlainInlineCode];
}
