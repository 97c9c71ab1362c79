/**
 * What `npm run report:content` says about `verified_against` (issue 27): the pages whose
 * check is older than VERIFIED_MAX_AGE_DAYS, those checked against an SDK older than the
 * installed one, those without a value, and those whose value check:content refuses.
 */
import semver from 'semver';
import {
  SDK_PACKAGE,
  VERIFIED_AGAINST,
  VERIFIED_MAX_AGE_DAYS,
  sdkVersion,
  validateVerifiedAgainst,
} from '../../config/content';
import type {Page} from './mdx';
import {locateVerifiedAgainst, showsTypeScript} from './checks/verified';

export interface VerificationReport {
  /** The installed SDK version compared with, when it could be read. */
  installedSdk: string | null;
  /** Pages with a valid value. */
  verified: number;
  /** Checked more than VERIFIED_MAX_AGE_DAYS days ago, oldest first. */
  stale: {file: string; date: string; days: number}[];
  /** Checked against an SDK older than the installed one. */
  sdkBehind: {file: string; sdk: string}[];
  /** Published pages without `verified_against`. */
  missing: string[];
  /** Pages whose value check:content refuses (it says why). */
  malformed: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** `pages`: the published pages (drafts left out); `today`: YYYY-MM-DD in UTC. */
export function verificationReport(
  pages: readonly Page[],
  options: {today: string; installedSdk: string | null},
): VerificationReport {
  const {today, installedSdk} = options;
  const byFile = new Map(pages.map((p) => [p.file, p]));
  const report: VerificationReport = {installedSdk, verified: 0, stale: [], sdkBehind: [], missing: [], malformed: []};
  for (const page of pages) {
    const raw = page.frontMatter[VERIFIED_AGAINST];
    if (raw === undefined) {
      report.missing.push(page.file);
      continue;
    }
    const {value} = validateVerifiedAgainst(raw, {
      today,
      needsSdk: showsTypeScript(page, byFile),
      writtenDate: locateVerifiedAgainst(page.source)?.writtenDate,
    });
    if (!value) {
      report.malformed.push(page.file);
      continue;
    }
    report.verified++;
    const days = daysBetween(value.date, today);
    if (days > VERIFIED_MAX_AGE_DAYS) report.stale.push({file: page.file, date: value.date, days});
    const version = value.sdk && sdkVersion(value.sdk);
    if (version && installedSdk && semver.lt(version, installedSdk)) {
      report.sdkBehind.push({file: page.file, sdk: value.sdk!});
    }
  }
  report.stale.sort((a, b) => b.days - a.days || a.file.localeCompare(b.file));
  return report;
}

/** The report as lines of text, for the terminal. */
export function formatVerificationReport(report: VerificationReport): string[] {
  const sdk = report.installedSdk ? `${SDK_PACKAGE} ${report.installedSdk}` : `${SDK_PACKAGE} (not installed)`;
  const lines = [
    `Verification (${VERIFIED_AGAINST}): ${report.verified} page(s) verified; ${report.stale.length} checked more than ${VERIFIED_MAX_AGE_DAYS} days ago; ` +
      `${report.sdkBehind.length} against an SDK older than the installed ${sdk}; ${report.missing.length} without a value; ${report.malformed.length} malformed.`,
  ];
  const list = (title: string, items: string[]) => {
    if (items.length) lines.push(`${title}:`, ...items.map((item) => `  ${item}`));
  };
  list(
    `Checked more than ${VERIFIED_MAX_AGE_DAYS} days ago (check again, then update the date)`,
    report.stale.map((s) => `${s.file} (${s.date}, ${s.days} days)`),
  );
  list(
    `Checked against an SDK older than the installed ${sdk} (check the TypeScript, then update sdk)`,
    report.sdkBehind.map((s) => `${s.file} (${s.sdk})`),
  );
  list(`Without ${VERIFIED_AGAINST}`, report.missing);
  list(`Malformed ${VERIFIED_AGAINST} (npm run check:content says why)`, report.malformed);
  return lines;
}
