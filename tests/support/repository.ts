/**
 * The repository setting of the second test build (build-analytics, made by
 * scripts/test.ts), so that its doc pages carry an "Edit this page" link; the default
 * build (build/) is made without it (scripts/lib/buildEnv.ts) and has none.
 */
export const REPOSITORY_TEST_ENV = {SUI_DOCS_REPO_URL: 'https://github.com/example/sui-docs-test/tree/main'} as const;

/** The link a doc page of that build carries: its .mdx in the repository's web editor. */
export const testEditUrl = (file: string) => `https://github.com/example/sui-docs-test/edit/main/${file}`;
