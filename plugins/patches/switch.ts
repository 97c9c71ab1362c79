/**
 * SUI_DOCS_STOCK: which framework patches (./registry.ts) a build leaves out.
 * Unset, empty or `0`: every patch on. `1`: every patch off (stock Docusaurus with the
 * site's features). A comma-separated list of patch names: those off. Any other value
 * stops `docusaurus start/build` with the allowed names.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {ConfigError} from '../../config/env';
import {PATCH_NAMES, type PatchName} from './registry';

export const STOCK_SWITCH = 'SUI_DOCS_STOCK';

export interface PatchSwitch {
  /** The patches this build applies, in registry order. */
  readonly enabled: ReadonlySet<PatchName>;
  /** The patches it leaves out. */
  readonly disabled: ReadonlySet<PatchName>;
}

const isPatchName = (name: string): name is PatchName => (PATCH_NAMES as ReadonlyArray<string>).includes(name);

export function readPatchSwitch(env: Record<string, string | undefined> = process.env): PatchSwitch {
  const raw = env[STOCK_SWITCH]?.trim() ?? '';
  let off: PatchName[];
  if (raw === '' || raw === '0') off = [];
  else if (raw === '1') off = [...PATCH_NAMES];
  else {
    const names = raw
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    const unknown = names.filter((n) => !isPatchName(n));
    if (unknown.length > 0 || names.length === 0) {
      throw new ConfigError(
        STOCK_SWITCH,
        env[STOCK_SWITCH] ?? '',
        `"1" (every patch off), "0" or empty (every patch on), or a comma-separated list of: ${PATCH_NAMES.join(', ')}`,
      );
    }
    off = names as PatchName[];
  }
  return {
    enabled: new Set(PATCH_NAMES.filter((n) => !off.includes(n))),
    disabled: new Set(PATCH_NAMES.filter((n) => off.includes(n))),
  };
}

/** How a build describes itself in logs and benchmark output. */
export function describeSwitch({disabled}: PatchSwitch): string {
  if (disabled.size === 0) return 'every patch on';
  if (disabled.size === PATCH_NAMES.length) return 'stock (every patch off)';
  return `patches off: ${[...disabled].join(', ')}`;
}

/**
 * The file in a build folder that records the switch it was built with: written by the
 * build's last step (scripts/postbuild.ts, which runs with the build's environment) and by
 * scripts/test.ts, read by scripts/test.ts before it reuses a build.
 */
export const SWITCH_STAMP = '.patch-switch.json';

/** A stamp's text: the patches left out, in registry order, so equal switches give equal stamps however they were spelt. */
export function switchStamp({disabled}: PatchSwitch): string {
  return `${JSON.stringify({disabled: [...disabled]})}\n`;
}

/** The switch a build folder was made with; undefined when it has no stamp or one this registry cannot read (a renamed patch). */
export function readSwitchStamp(dir: string): PatchSwitch | undefined {
  const file = path.join(dir, SWITCH_STAMP);
  if (!existsSync(file)) return undefined;
  try {
    const {disabled} = JSON.parse(readFileSync(file, 'utf8')) as {disabled: string[]};
    return readPatchSwitch({[STOCK_SWITCH]: disabled.length > 0 ? disabled.join(',') : '0'});
  } catch {
    return undefined;
  }
}

/** Writes the stamp of the switch `env` selects into a finished build. */
export function writeSwitchStamp(dir: string, env: Record<string, string | undefined> = process.env): void {
  writeFileSync(path.join(dir, SWITCH_STAMP), switchStamp(readPatchSwitch(env)));
}

export function sameSwitch(a: PatchSwitch, b: PatchSwitch): boolean {
  return [...a.disabled].join() === [...b.disabled].join();
}
