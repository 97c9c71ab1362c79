/**
 * The environment of the default build that the tests and benchmarks check: analytics and
 * the tag manager off, search on the local index and no "Edit this page" link
 * (SUI_DOCS_REPO_URL), whatever the shell sets; everything else, SUI_DOCS_STOCK included,
 * is the shell's.
 */
export function defaultBuildEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([key]) => !/^(AMPLITUDE_|GTM_CONTAINER_ID$|ALGOLIA_|SUI_DOCS_REPO_URL$)/.test(key)),
  );
}
