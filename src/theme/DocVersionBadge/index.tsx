/**
 * Part of the single-version patch (plugins/patches/single-version): the site has one docs
 * version, which theme-classic shows no badge for; this renders nothing without its code.
 * The patch's plugin stops the build if a version would need a badge.
 */
import type {ReactNode} from 'react';

export default function DocVersionBadge(): ReactNode {
  return null;
}
