/**
 * Ejected from @docusaurus/theme-classic (a "safe" swizzle meant to be ejected) to add
 * the site's own Move grammar next to the Prism components listed in
 * `themeConfig.prism.additionalLanguages`.
 */
import siteConfig from '@generated/docusaurus.config';
import type * as PrismNamespace from 'prismjs';
import type {Optional} from 'utility-types';
import {registerMove} from '@site/src/prism/move';

export default function prismIncludeLanguages(PrismObject: typeof PrismNamespace): void {
  const {
    themeConfig: {prism},
  } = siteConfig;
  const {additionalLanguages} = prism as {additionalLanguages: string[]};

  // Prism components register themselves on `globalThis.Prism`, while
  // prism-react-renderer has its own instance: mount it for the imports, then restore.
  const PrismBefore = globalThis.Prism;
  globalThis.Prism = PrismObject;

  additionalLanguages.forEach((lang) => {
    // eslint-disable-next-line global-require, import/no-dynamic-require
    require(`prismjs/components/prism-${lang}`);
  });
  registerMove(PrismObject);

  delete (globalThis as Optional<typeof globalThis, 'Prism'>).Prism;
  if (typeof PrismBefore !== 'undefined') {
    globalThis.Prism = PrismObject;
  }
}
