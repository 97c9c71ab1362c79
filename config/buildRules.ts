/**
 * What the build does with bad links, shared by the site's config and the test that
 * builds small sites to check it: broken links and broken Markdown links fail the build
 * (the error names the page and the target), duplicate routes only warn.
 */
export const linkRules = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
} as const;

export const markdownLinkRules = {
  hooks: {onBrokenMarkdownLinks: 'throw'},
} as const;
