/**
 * Puts the theme's own component back for every swizzle (./registry.ts, SWIZZLES) whose
 * patch this build leaves out: `@theme/X` is pointed at what `@theme-original/X` points to,
 * in both the client and the server bundles, so src/theme/X is not used at all.
 * A few swizzles have a stand-in of their own instead (STAND_INS).
 *
 * Such a build also compiles into a bundler cache of its own (./switchCache.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {SWIZZLES, type PatchName} from './registry';

/** Swizzles whose stock replacement is not the theme's file (see the entry's `why`). */
const STAND_INS: Readonly<Record<string, string>> = {
  'prism-include-languages': path.join(__dirname, 'prism-stub/browserLanguages.ts'),
};

export function stockSwizzleAliases(
  disabled: ReadonlySet<PatchName>,
  aliases: Record<string, string>,
): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const {component, patch} of SWIZZLES) {
    if (!patch || !disabled.has(patch)) continue;
    const original = STAND_INS[component] ?? aliases[`@theme-original/${component}`];
    if (!original)
      throw new Error(
        `plugins/patches: no @theme-original/${component} to switch ${patch} off with; Docusaurus no longer has this component.`,
      );
    changed[`@theme/${component}`] = original;
  }
  return changed;
}

export default function stockSwizzles(disabled: ReadonlySet<PatchName>): Plugin {
  return {
    name: 'stock-swizzles',
    configureWebpack(config) {
      const aliases = config.resolve?.alias as Record<string, string> | undefined;
      if (!aliases || Array.isArray(aliases))
        throw new Error(
          'plugins/patches: Docusaurus no longer sets resolve.alias as an object; review stockSwizzles.ts.',
        );
      Object.assign(aliases, stockSwizzleAliases(disabled, aliases));
      return {};
    },
  };
}
