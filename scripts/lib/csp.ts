/**
 * The site's Content-Security-Policy, computed from a finished build: `script-src` allows
 * the site's own files plus the SHA-256 hash of each inline script the HTML carries (the
 * colour-mode script Docusaurus writes into every page, and any other), never
 * 'unsafe-inline'. Third-party origins are added only for the services the build was
 * configured with (ALGOLIA_APP_ID, AMPLITUDE_API_KEY, GTM_CONTAINER_ID), so a default
 * build's policy allows nothing but itself.
 */
import {createHash} from 'node:crypto';
import {readAmplitudeSettings, type AmplitudeServerZone, type AmplitudeSettings} from '../../config/analytics';

type Env = Record<string, string | undefined>;

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'manifest-src'
  | 'worker-src'
  | 'frame-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

export type Policy = Map<Directive, string[]>;

/** Script types a browser runs (an absent or empty type is JavaScript); JSON-LD and other data blocks are never run, so CSP ignores them. */
const EXECUTABLE = /^(|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i;

/** The text of every inline script a browser would run, as written in the HTML. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (type && !EXECUTABLE.test((type[1] ?? type[2] ?? type[3]).trim())) continue;
    scripts.push(match[2]);
  }
  return scripts;
}

/** The CSP source for a script: 'sha256-<base64 of the SHA-256 of its UTF-8 text>'. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The hash sources of all inline scripts of all the pages, each once, in a stable order. */
export function inlineScriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of pages) for (const script of inlineScripts(html)) hashes.add(scriptHash(script));
  return [...hashes].sort();
}

const AMPLITUDE_ZONES: Record<AmplitudeServerZone, string> = {
  US: 'https://api2.amplitude.com',
  EU: 'https://api.eu.amplitude.com',
};

function set(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value ? value : undefined;
}

/** The ingestion origin the analytics code posts to: AMPLITUDE_SERVER_URL's, else the zone's. */
function amplitudeOrigin(settings: AmplitudeSettings): string {
  return settings.serverUrl ? new URL(settings.serverUrl).origin : AMPLITUDE_ZONES[settings.serverZone];
}

/** Origins each configured third-party service needs, by directive. */
function thirdPartySources(env: Env): Partial<Record<Directive, string[]>> {
  const sources: Partial<Record<Directive, string[]>> = {};
  const add = (directive: Directive, ...origins: string[]) => {
    sources[directive] = [...(sources[directive] ?? []), ...origins];
  };
  if (set(env, 'ALGOLIA_APP_ID')) {
    // DocSearch queries <app>-dsn.algolia.net and falls back to <app>-N.algolianet.com.
    add('connect-src', 'https://*.algolia.net', 'https://*.algolianet.com');
  }
  // The same reading (and checks) as the analytics plugin's, so the policy allows exactly where it posts.
  const amplitude = readAmplitudeSettings(env);
  if (amplitude) add('connect-src', amplitudeOrigin(amplitude));
  if (set(env, 'GTM_CONTAINER_ID')) {
    // Google's documented minimum for Tag Manager with Google Analytics 4.
    add('script-src', 'https://www.googletagmanager.com');
    add('img-src', 'https://www.googletagmanager.com', 'https://*.google-analytics.com');
    add(
      'connect-src',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    );
  }
  return sources;
}

/** The policy for a build whose inline scripts hash to `hashes`, configured by `env`. */
export function buildPolicy(hashes: string[], env: Env): Policy {
  const policy: Policy = new Map<Directive, string[]>([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes]],
    // React and Prism write style="" attributes into the server-rendered HTML and Mermaid
    // draws SVG with <style> elements and style attributes: styles cannot be hashed
    // one by one, and an injected style cannot run code, so styles stay inline-allowed.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Infima's icons are data: SVGs in the CSS.
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
  for (const [directive, origins] of Object.entries(thirdPartySources(env)) as [Directive, string[]][]) {
    policy.set(directive, [...new Set([...(policy.get(directive) ?? []), ...origins])]);
  }
  return policy;
}

export function serializePolicy(policy: Policy): string {
  return [...policy].map(([directive, sources]) => `${directive} ${sources.join(' ')}`).join('; ');
}

/** Parses a Content-Security-Policy header value back into directives (for tests and checks). */
export function parsePolicy(header: string): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}
