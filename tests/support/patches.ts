/**
 * Which framework patches (plugins/patches/registry.ts) the build under test applies, read
 * from SUI_DOCS_STOCK as the build read it (scripts/test.ts gives the builds and the tests
 * the same value, and reuses a build only if it was made with it). A test about what a
 * patch does is skipped when that patch is off; every other test runs on every build.
 *
 *   test('…', {skip: patchSkip('page-template')}, async () => …)
 */
import {PATCHES, type PatchName} from '../../plugins/patches/registry';
import {STOCK_SWITCH, readPatchSwitch, type PatchSwitch} from '../../plugins/patches/switch';

const current = readPatchSwitch(process.env);

export function patchOn(name: PatchName): boolean {
  return current.enabled.has(name);
}

/** node:test's `skip` for a test about `names` under `sw`: false when all are on, else a reason naming the first that is off. */
export function skipUnless(sw: PatchSwitch, names: ReadonlyArray<PatchName>): false | string {
  const off = names.find((name) => !sw.enabled.has(name));
  return off === undefined ? false : `patch ${off} is off (${STOCK_SWITCH})`;
}

/** For a test about these patches: false when every one is on, else "patch page-template is off (SUI_DOCS_STOCK)". */
export function patchSkip(...names: PatchName[]): false | string {
  return skipUnless(current, names);
}

/** Every patch that changes what the browser gets: a page's bytes owe to them as a whole (tests/budgets.json). */
export const RUNTIME_PATCHES = PATCHES.filter((p) => p.kind === 'runtime').map((p) => p.name);
