/**
 * Replaces the theme's hook that loads extra Prism languages in the browser: code is
 * highlighted at build time (plugins/highlight-code), so the browser loads none.
 */
export default function prismIncludeLanguages(): void {}
