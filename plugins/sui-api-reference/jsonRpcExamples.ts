import {highlightedTokens} from '../highlight-code/tokenize';
import type {JsonRpcMethod, JsonRpcParam, JsonRpcReference} from './jsonRpc';

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
  return JSON.stringify(
    {jsonrpc: '2.0', id: 1, method: method.method, params: method.params.map(exampleValue)},
    null,
    2,
  );
}

export function exampleCurl(method: JsonRpcMethod): string {
  const body = JSON.stringify({jsonrpc: '2.0', id: 1, method: method.method, params: method.params.map(exampleValue)});
  return `curl -X POST ${PLACEHOLDER_ENDPOINT} \\\n  -H 'Content-Type: application/json' \\\n  -d '${body}'`;
}

export interface HighlightedExample {
  code: string;
  /** Build-time tokens for src/theme/CodeBlock (plugins/highlight-code). */
  tokens?: string;
}

export interface JsonRpcExamples {
  request: HighlightedExample;
  curl: HighlightedExample;
}

export type JsonRpcMethodWithExamples = JsonRpcMethod & {examples: JsonRpcExamples};
export type JsonRpcReferenceWithExamples = Omit<JsonRpcReference, 'methods'> & {methods: JsonRpcMethodWithExamples[]};

/** Each method's example request and curl command, highlighted here so the page needs no Prism. */
export function withExamples(reference: JsonRpcReference): JsonRpcReferenceWithExamples {
  const example = (code: string, language: string): HighlightedExample => ({
    code,
    tokens: highlightedTokens(code, language),
  });
  return {
    ...reference,
    methods: reference.methods.map((method) => ({
      ...method,
      examples: {request: example(exampleRequest(method), 'json'), curl: example(exampleCurl(method), 'bash')},
    })),
  };
}
