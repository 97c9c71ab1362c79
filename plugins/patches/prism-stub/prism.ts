/**
 * The `Prism` that theme-classic's client module (lib/prism-include-languages.js, in every
 * page's main bundle) gets for `prism-react-renderer` (see ./index.ts): it only hands it
 * to src/theme/prism-include-languages, which ignores it. A module of its own so that the
 * main bundle carries this line and not the stub `Highlight` (./prismStub.ts), which only
 * pages with code blocks load.
 */
export const Prism = {languages: {}};
