/**
 * Build-time settings read from the environment. Every value is checked here, at
 * start, so a bad value stops `docusaurus start/build` with the key and what it accepts
 * instead of producing a subtly broken site.
 */

export class ConfigError extends Error {
  constructor(key: string, value: string, allowed: string) {
    super(`Invalid configuration ${key}="${value}": allowed values are ${allowed}.`);
    this.name = 'ConfigError';
  }
}

export interface SiteEnv {
  /** Public origin the site is deployed at (canonical URLs, sitemap, social cards). */
  siteUrl: string;
  /** The repository holding the site's source (each doc page's "Edit this page" link); null: no link. */
  repository: Repository | null;
}

/** A repository on a host with GitHub's URL layout (GitHub, GitHub Enterprise). */
export interface Repository {
  /** https://github.com/<owner>/<name>, without a trailing slash or `.git`. */
  url: string;
  /** The branch edits are proposed against. */
  branch: string;
  /** The folder of the site in the repository ('' when the site is at its root). */
  dir: string;
}

type Env = Record<string, string | undefined>;

function readSiteUrl(env: Env): string {
  const key = 'SITE_URL';
  const raw = env[key]?.trim();
  if (!raw) {
    return 'https://docs.sui.io';
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(key, raw, 'an absolute http(s) origin such as https://docs.example.com');
  }
  if (!['http:', 'https:'].includes(url.protocol) || (url.pathname !== '/' && url.pathname !== '')) {
    throw new ConfigError(key, raw, 'an absolute http(s) origin with no path, such as https://docs.example.com');
  }
  return url.origin;
}

const REPOSITORY_KEY = 'SUI_DOCS_REPO_URL';
const REPOSITORY_ALLOWED =
  'unset (no "Edit this page" link), or the http(s) URL of a repository, https://github.com/<owner>/<name>, ' +
  'optionally followed by /tree/<branch> (default main) and the folder of the site in the repository, ' +
  'such as https://github.com/example/docs/tree/main/site';

function readRepository(env: Env): Repository | null {
  const raw = env[REPOSITORY_KEY]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(REPOSITORY_KEY, raw, REPOSITORY_ALLOWED);
  }
  const match = /^\/([^/]+)\/([^/]+?)(?:\.git)?(?:\/tree\/([^/]+)(\/.*)?)?\/?$/.exec(url.pathname);
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || !match) {
    throw new ConfigError(REPOSITORY_KEY, raw, REPOSITORY_ALLOWED);
  }
  const [, owner, name, branch = 'main', dir = ''] = match;
  return {
    url: `${url.origin}/${owner}/${name}`,
    branch: decodeURIComponent(branch),
    dir: dir.replace(/^\/+|\/+$/g, ''),
  };
}

export function readSiteEnv(env: Env = process.env): SiteEnv {
  return {siteUrl: readSiteUrl(env), repository: readRepository(env)};
}

/**
 * The docs plugin's `editUrl` for a repository: each page links to its source file in the
 * host's web editor (`<repository>/edit/<branch>/<folder>/docs/<page>.mdx`). Without a
 * repository, undefined: the plugin shows no link.
 */
export function docsEditUrl(
  repository: Repository | null,
): ((page: {versionDocsDirPath: string; docPath: string}) => string) | undefined {
  if (!repository) return undefined;
  const {url, branch, dir} = repository;
  return ({versionDocsDirPath, docPath}) => {
    const file = [dir, versionDocsDirPath, docPath].filter(Boolean).join('/');
    return `${url}/edit/${encodeURIComponent(branch)}/${file.split('/').map(encodeURIComponent).join('/')}`;
  };
}
