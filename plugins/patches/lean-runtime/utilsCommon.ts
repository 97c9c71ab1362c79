/**
 * What the client build gets for `@docusaurus/utils-common` (aliased in ./index.ts): the
 * same exports, taken from the package's own files. Its index is compiled CommonJS that
 * requires the whole of tslib (~3.8 KB gzip on every page) for one `__importDefault`
 * call; these files need no tslib. tests/unit/lean-runtime.test.ts checks that the
 * exports match the package's index, name for name and value for value.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';
// A constant in the index itself.
export const blogPostContainerID = '__blog-post-container';
