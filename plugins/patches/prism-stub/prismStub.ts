/**
 * What the page bundles get for `prism-react-renderer` (see ./index.ts). The theme's
 * client module still imports `Prism` to hand it to src/theme/prism-include-languages,
 * which ignores it; nothing on a page highlights code, so nothing else is needed.
 */
export const Prism = {languages: {}};
