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

export function readSiteEnv(env: Env = process.env): SiteEnv {
  return {siteUrl: readSiteUrl(env)};
}
