/**
 * Part of the single-version patch (plugins/patches/single-version): the site has one docs
 * version, for which theme-classic's banner renders nothing; this renders nothing without
 * downloading its version-suggestion code. The patch's plugin stops the build if a version
 * would need a banner.
 */
import type {ReactNode} from 'react';

export default function DocVersionBanner(): ReactNode {
  return null;
}
