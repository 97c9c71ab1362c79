/**
 * The text of the JSON-RPC data file (.generated/json-rpc.json): the SDK read by ./jsonRpc.ts,
 * with the example requests of ./jsonRpcExamples.ts. ./index.ts runs it in a worker thread.
 */
import {readJsonRpcReference} from './jsonRpc';
import {withExamples} from './jsonRpcExamples';

export function jsonRpcDataText(): string {
  return `${JSON.stringify(withExamples(readJsonRpcReference()), null, 1)}\n`;
}
