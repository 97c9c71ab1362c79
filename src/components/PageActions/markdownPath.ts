/**
 * The address of a page's Markdown (plugins/page-markdown writes it, the page actions
 * menu links to it): `/concepts/object-model` → `/concepts/object-model.md`, the home
 * page's is `/index.md`. A trailing slash is ignored, as the routes have none.
 */
export function markdownPath(pathname: string): string {
  const route = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return route === '/' ? '/index.md' : `${route}.md`;
}
