import type {JsonRpcMethod, JsonRpcParam} from '@site/plugins/sui-api-reference/jsonRpc';

/** The endpoint the examples use: a placeholder the reader replaces with a full node's URL. */
export const PLACEHOLDER_ENDPOINT = 'https://fullnode.example.com:443';

/** An illustrative value for a parameter: placeholders for what only the reader knows. */
function exampleValue(param: JsonRpcParam): unknown {
  if (param.fields) return Object.fromEntries(param.fields.map((f) => [f.name, f.required ? exampleValue(f) : null]));
  if (!param.required) return null;
  const {name, type} = param;
  if (type.endsWith('[]')) return [exampleValue({...param, type: type.slice(0, -2), name: name.replace(/s$/, '')})];
  if (/^(number|bigint)/.test(type)) return /limit/i.test(name) ? 10 : 0;
  if (type === 'boolean') return false;
  if (name === 'coinType') return '0x2::sui::SUI';
  if (/^(string|`)/.test(type)) return `<${name.replace(/([A-Z])/g, '_$1').toUpperCase()}>`;
  return {};
}

/** The JSON-RPC request body for a method, with its parameters in order. */
export function exampleRequest(method: JsonRpcMethod): string {
  return JSON.stringify({jsonrpc: '2.0', id: 1, method: method.method, params: method.params.map(exampleValue)}, null, 2);
}

export function exampleCurl(method: JsonRpcMethod): string {
  const body = JSON.stringify({jsonrpc: '2.0', id: 1, method: method.method, params: method.params.map(exampleValue)});
  return `curl -X POST ${PLACEHOLDER_ENDPOINT} \\\n  -H 'Content-Type: application/json' \\\n  -d '${body}'`;
}
