// @ts-check
/**
 * Browser build only: react-router 5 picks `React.createContext` or, for React before 16.3,
 * a polyfill of its own (`createReactContext`, ~60 lines) that needs prop-types. The
 * bundler cannot know that React 18 has createContext, so every page carried the polyfill
 * and prop-types in its main chunk; here react-router takes React's directly, the polyfill
 * is dead code and prop-types (free of side effects, ./index.ts) is dropped. A module no
 * longer written the way this expects stops the build.
 */
const STOCK = 'var createContext = React.createContext || createReactContext;';

/** @param {string} source react-router/esm/react-router.js */
module.exports = function reactContextLoader(source) {
  if (!source.includes(STOCK)) {
    throw new Error(
      `plugins/patches/lean-runtime: react-router/esm/react-router.js no longer contains \`${STOCK}\` (reactContextLoader.cjs); review the patch or switch it off with SUI_DOCS_STOCK=lean-runtime.`,
    );
  }
  return source.replace(STOCK, 'var createContext = React.createContext;');
};
