/**
 * Content rules the checks enforce (npm run check:content; see ../shared/CONTENT.md).
 */

/** Sections (folders under docs/) declared complete: none of their pages may be `status: outline`. */
export const completeSections: readonly string[] = ['snippets', 'concepts', 'standards', 'guides', 'references'];

/** The only value `status` may take; a page without it claims to be complete. */
export const OUTLINE = 'outline';

export const MAX_DESCRIPTION = 160;

/** Depth, in prose words (code excluded), below which the report flags a page. */
export const MIN_WORDS = {leaf: 450, landing: 150} as const;

/** Words that mark unfinished text. */
export const PLACEHOLDER = /lorem ipsum|\bTODO\b|\bTBD\b|coming soon/i;

/**
 * `verified_against` (issue 27): when a page's facts were last checked against the
 * platform, and against which versions. Written in the front matter as
 * `verified_against: {date: 2026-11-25, sui: "mainnet-v1.80.1", sdk: "@mysten/sui 2.33.1"}`;
 * checked by `npm run check:content` (scripts/content/checks/verified.ts), listed by
 * `npm run report:content` when it ages, and shown on the page (src/theme/DocItem/Footer).
 */
export interface VerifiedAgainst {
  /** The day of the check, `YYYY-MM-DD`. */
  date: string;
  /** The Sui release the facts were checked against, e.g. `mainnet-v1.80.1`. */
  sui: string;
  /** `@mysten/sui <version>`: the TypeScript SDK the samples were checked with (pages with TypeScript). */
  sdk?: string;
}

export const VERIFIED_AGAINST = 'verified_against';

/**
 * How `check:content` reports a published page without `verified_against`: an error by
 * default. Set it to 'warning' while pages are still being checked; a malformed value is
 * an error either way.
 */
export const VERIFIED_AGAINST_MISSING: 'error' | 'warning' = 'error';

/** `report:content` lists a page whose check is older than this. */
export const VERIFIED_MAX_AGE_DAYS = 90;

/** The npm package `sdk` names; its installed version is what `report:content` compares with. */
export const SDK_PACKAGE = '@mysten/sui';

const DATE_FORM = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A Sui release tag as the repository names them: network, then `v` and the version. */
const SUI_RELEASE = /^(mainnet|testnet|devnet)-v\d+\.\d+\.\d+$/;
/** Semantic versioning 2.0, prerelease and build metadata included. */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
const SDK_FORM = new RegExp(`^${SDK_PACKAGE.replace('/', '\\/')} (\\S+)$`);

/** What each key accepts, in the words the messages use. */
const VERIFIED_ALLOWED = {
  date: 'the day of the check as YYYY-MM-DD (a real date, not in the future), e.g. 2026-11-25',
  sui: 'the Sui release checked against, <network>-v<major>.<minor>.<patch> (network mainnet, testnet or devnet), e.g. "mainnet-v1.80.1"',
  sdk: `"${SDK_PACKAGE} <version>" with a semantic version, e.g. "${SDK_PACKAGE} 2.33.1"`,
} as const;

/** One thing wrong with a value: the key (`verified_against.date`, …) and what is wrong. */
export interface VerifiedIssue {
  key: string;
  message: string;
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
function isCalendarDay(text: string): boolean {
  const match = DATE_FORM.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The version in a well-formed `sdk` value (`@mysten/sui 2.33.1` → `2.33.1`), else undefined. */
export function sdkVersion(sdk: string): string | undefined {
  const version = SDK_FORM.exec(sdk)?.[1];
  return version && SEMVER.test(version) ? version : undefined;
}

/**
 * Checks a `verified_against` value as the front matter parser returned it.
 * `date` is the date as written in the file when the caller has it: YAML reads an
 * unquoted 2026-02-30 as 2 March, so the parsed value alone cannot tell a date that does
 * not exist. `today` is YYYY-MM-DD (UTC); `needsSdk` is whether the page shows TypeScript.
 * Returns the value when it is valid, and the issues otherwise.
 */
export function validateVerifiedAgainst(
  value: unknown,
  options: {today: string; needsSdk: boolean; writtenDate?: string},
): {value?: VerifiedAgainst; issues: VerifiedIssue[]} {
  const issues: VerifiedIssue[] = [];
  const key = (name: string) => `${VERIFIED_AGAINST}.${name}`;
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Date) {
    return {
      issues: [
        {
          key: VERIFIED_AGAINST,
          message: `must be a mapping {date, sui${options.needsSdk ? ', sdk' : ''}}, e.g. {date: 2026-11-25, sui: "mainnet-v1.80.1"${options.needsSdk ? `, sdk: "${SDK_PACKAGE} 2.33.1"` : ''}}`,
        },
      ],
    };
  }
  const record = value as Record<string, unknown>;
  for (const name of Object.keys(record)) {
    if (!(name in VERIFIED_ALLOWED)) {
      issues.push({key: key(name), message: `is not a key of ${VERIFIED_AGAINST}: allowed keys are date, sui and sdk`});
    }
  }

  const rawDate = record.date;
  const dateText =
    options.writtenDate ??
    (rawDate instanceof Date && !Number.isNaN(rawDate.getTime())
      ? rawDate.toISOString().slice(0, 10)
      : typeof rawDate === 'string'
        ? rawDate
        : undefined);
  if (rawDate === undefined || rawDate === null || rawDate === '') {
    issues.push({key: key('date'), message: `is missing: write ${VERIFIED_ALLOWED.date}`});
  } else if (dateText === undefined || !isCalendarDay(dateText)) {
    issues.push({
      key: key('date'),
      message: `"${dateText ?? String(rawDate)}" is not allowed: write ${VERIFIED_ALLOWED.date}`,
    });
  } else if (dateText > options.today) {
    issues.push({
      key: key('date'),
      message: `"${dateText}" is in the future (today is ${options.today}): write ${VERIFIED_ALLOWED.date}`,
    });
  }

  const sui = record.sui;
  if (sui === undefined || sui === null || sui === '') {
    issues.push({key: key('sui'), message: `is missing: write ${VERIFIED_ALLOWED.sui}`});
  } else if (typeof sui !== 'string' || !SUI_RELEASE.test(sui)) {
    issues.push({key: key('sui'), message: `"${String(sui)}" is not allowed: write ${VERIFIED_ALLOWED.sui}`});
  }

  const sdk = record.sdk;
  if (sdk === undefined || sdk === null || sdk === '') {
    if (options.needsSdk) {
      issues.push({
        key: key('sdk'),
        message: `is missing, and the page shows TypeScript: write ${VERIFIED_ALLOWED.sdk}`,
      });
    }
  } else if (typeof sdk !== 'string' || !sdkVersion(sdk)) {
    issues.push({key: key('sdk'), message: `"${String(sdk)}" is not allowed: write ${VERIFIED_ALLOWED.sdk}`});
  }

  if (issues.length) return {issues};
  return {
    value: {date: dateText!, sui: sui as string, ...(typeof sdk === 'string' && sdk ? {sdk} : {})},
    issues,
  };
}
