// Build output of plugins/sui-api-reference, made when Docusaurus loads its config; typed
// here so the type-check does not depend on a build having run.
declare module '@site/.generated/json-rpc.json' {
  import type {JsonRpcReferenceWithExamples} from '@site/plugins/sui-api-reference/jsonRpcExamples';

  const reference: JsonRpcReferenceWithExamples;
  export default reference;
}
