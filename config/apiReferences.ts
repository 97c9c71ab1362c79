import {ConfigError} from './env';

/**
 * SUI_DOCS_API_REFERENCES=off leaves the generated GraphQL reference (270 pages) out of
 * the site, for writers who want the quickest `npm start`. Production builds and tests
 * always include it; the build refuses the switch, since links to the reference would break.
 */
export function readApiReferencesEnabled(env: Record<string, string | undefined> = process.env): boolean {
  const key = 'SUI_DOCS_API_REFERENCES';
  const raw = env[key]?.trim().toLowerCase();
  if (raw === undefined || raw === '' || raw === 'on') return true;
  if (raw === 'off') return false;
  throw new ConfigError(key, env[key] ?? '', '"on" (the default) or "off"');
}
