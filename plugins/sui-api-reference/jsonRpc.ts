/**
 * The JSON-RPC reference, read from the installed @mysten/sui with the TypeScript compiler
 * API: the client's implementation (client.mjs) gives each RPC method name and the order
 * of its positional parameters; the declarations (client.d.mts and the OpenRPC-derived
 * types/params.d.mts) give parameter names, types, optionality, descriptions, result
 * types and deprecation.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {packageDir} from './packages';

import type {JsonRpcGroup} from './groups';

export type {JsonRpcGroup} from './groups';

const WRITE = new Set(['sui_executeTransactionBlock', 'sui_dryRunTransactionBlock', 'sui_devInspectTransactionBlock']);
const COIN = new Set(
  ['getBalance', 'getAllBalances', 'getCoins', 'getAllCoins', 'getCoinMetadata', 'getTotalSupply'].map(
    (m) => `suix_${m}`,
  ),
);
const GOVERNANCE = new Set(
  [
    'getCommitteeInfo',
    'getLatestSuiSystemState',
    'getReferenceGasPrice',
    'getStakes',
    'getStakesByIds',
    'getValidatorsApy',
  ].map((m) => `suix_${m}`),
);

/**
 * Lines written for this site where the SDK's declarations have no description, or one
 * copied from another method (getEpochs and getCurrentEpoch say "committee information").
 */
const SITE_DESCRIPTIONS: Record<string, string> = {
  'rpc.discover': 'Return the OpenRPC document that describes every method the node serves, with its version.',
  sui_getTotalTransactionBlocks: 'Return the total number of transactions the node knows of.',
  suix_getNetworkMetrics:
    'Return network-wide metrics computed by the indexer, such as transactions per second and totals.',
  suix_getLatestAddressMetrics:
    'Return address counts (all, active, and those that sent transactions) for the latest checkpoint.',
  suix_getEpochMetrics: 'Return a page of per-epoch metrics computed by the indexer.',
  suix_getAllEpochAddressMetrics: 'Return address counts for every epoch.',
  suix_getEpochs: 'Return a page of epochs with their validators, start and end, and summary data.',
  suix_getCurrentEpoch: 'Return information about the current epoch.',
};

export interface JsonRpcParam {
  name: string;
  type: string;
  required: boolean;
  description: string;
  /** For an object the SDK assembles from several of its inputs (a query), its fields. */
  fields?: JsonRpcParam[];
}

export interface JsonRpcMethod {
  method: string;
  group: JsonRpcGroup;
  /** The SuiJsonRpcClient method that calls it, or null when the SDK never does. */
  clientMethod: string | null;
  description: string;
  deprecated: string | null;
  params: JsonRpcParam[];
  result: string | null;
}

export interface JsonRpcReference {
  sdkVersion: string;
  /** The deprecation note every method shares, shown once. */
  commonDeprecation: string | null;
  methods: JsonRpcMethod[];
}

export function groupOf(method: string): JsonRpcGroup {
  if (method.startsWith('unsafe_')) return 'builder';
  if (WRITE.has(method)) return 'write';
  if (COIN.has(method)) return 'coin';
  if (GOVERNANCE.has(method)) return 'governance';
  if (method.startsWith('suix_')) return 'extended';
  return 'read';
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The RPC calls in the client's implementation, per client method, in source order. */
interface RpcCall {
  clientMethod: string;
  method: string;
  /** Per positional parameter: the client inputs it is made of (a query object: several). */
  params: {inputs: string[]; object: boolean}[];
}

function readRpcCalls(clientJs: string): RpcCall[] {
  const source = ts.createSourceFile('client.mjs', clientJs, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const calls: RpcCall[] = [];
  // The bundle writes `var SuiJsonRpcClient = class extends BaseClient {…}`; a source
  // build would write `class SuiJsonRpcClient …`: accept both.
  const classNamed = (node: ts.Node): ts.ClassLikeDeclaration | null => {
    if (ts.isClassDeclaration(node) && node.name?.text === 'SuiJsonRpcClient') return node;
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'SuiJsonRpcClient' &&
      node.initializer &&
      ts.isClassExpression(node.initializer)
    ) {
      return node.initializer;
    }
    return null;
  };
  const visitClass = (node: ts.Node) => {
    const cls = classNamed(node);
    if (cls) {
      for (const member of cls.members) {
        if (ts.isMethodDeclaration(member) && member.body && ts.isIdentifier(member.name)) {
          calls.push(...callsIn(member, member.name.text));
        }
      }
    }
    ts.forEachChild(node, visitClass);
  };
  visitClass(source);
  if (calls.length === 0) throw new Error('client.mjs: found no RPC call in SuiJsonRpcClient');
  return calls;
}

function callsIn(method: ts.MethodDeclaration, clientMethod: string): RpcCall[] {
  // Local names of the input's properties: `{package: pkg, module}` binds pkg → package.
  const aliases = new Map<string, string>();
  const first = method.parameters[0];
  let inputName = first && ts.isIdentifier(first.name) ? first.name.text : null;
  if (first && ts.isObjectBindingPattern(first.name)) {
    for (const element of first.name.elements) {
      if (!ts.isIdentifier(element.name)) continue;
      if (element.dotDotDotToken) {
        inputName = element.name.text; // `{format, ...input}`: input.x is still an input
        continue;
      }
      const property =
        element.propertyName && ts.isIdentifier(element.propertyName) ? element.propertyName.text : element.name.text;
      aliases.set(element.name.text, property);
    }
  }
  // A local variable stands for the inputs its assignments read (devInspectTxBytes is
  // built from input.transactionBlock).
  const locals = new Map<string, ts.Expression[]>();
  const assign = (name: string, value: ts.Expression) => locals.set(name, [...(locals.get(name) ?? []), value]);
  const found: RpcCall[] = [];

  const inputsOf = (expr: ts.Node, seen = new Set<string>()): string[] => {
    const names: string[] = [];
    const walk = (n: ts.Node) => {
      if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === inputName) {
        names.push(n.name.text);
        return;
      }
      if (ts.isIdentifier(n)) {
        const alias = aliases.get(n.text);
        if (alias) names.push(alias);
        else if (locals.has(n.text) && !seen.has(n.text)) {
          for (const value of locals.get(n.text)!) names.push(...inputsOf(value, new Set([...seen, n.text])));
        }
        return;
      }
      ts.forEachChild(n, walk);
    };
    walk(expr);
    return [...new Set(names)].filter((n) => n !== 'signal');
  };

  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      assign(node.name.text, node.initializer);
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(node.left)
    ) {
      assign(node.left.text, node.right);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'request' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      const props = new Map<string, ts.Expression>();
      for (const p of node.arguments[0].properties) {
        if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name)) props.set(p.name.text, p.initializer);
      }
      const name = props.get('method');
      const params = props.get('params');
      if (name && ts.isStringLiteral(name) && params && ts.isArrayLiteralExpression(params)) {
        found.push({
          clientMethod,
          method: name.text,
          params: params.elements.map((e) => ({inputs: inputsOf(e), object: ts.isObjectLiteralExpression(e)})),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(method.body!);
  return found;
}

/** Declarations: the client class and the OpenRPC-derived parameter interfaces. */
class Declarations {
  readonly checker: ts.TypeChecker;
  readonly clientClass: ts.ClassDeclaration;
  readonly paramInterfaces: ts.InterfaceDeclaration[];

  constructor(dir: string) {
    const clientDts = path.join(dir, 'dist/jsonRpc/client.d.mts');
    const paramsDts = path.join(dir, 'dist/jsonRpc/types/params.d.mts');
    const program = ts.createProgram([clientDts, paramsDts], {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      noEmit: true,
      types: [],
      lib: ['lib.es2022.d.ts'],
    });
    this.checker = program.getTypeChecker();
    const client = program.getSourceFile(clientDts)!;
    this.clientClass = client.statements.find(
      (s): s is ts.ClassDeclaration => ts.isClassDeclaration(s) && s.name?.text === 'SuiJsonRpcClient',
    )!;
    if (!this.clientClass) throw new Error(`${clientDts}: no SuiJsonRpcClient class`);
    this.paramInterfaces = program
      .getSourceFile(paramsDts)!
      .statements.filter(
        (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text.endsWith('Params'),
      );
  }

  docs(node: ts.Declaration): {description: string; deprecated: string | null} {
    const name = ts.getNameOfDeclaration(node);
    const symbol = name ? this.checker.getSymbolAtLocation(name) : undefined;
    const description = symbol ? ts.displayPartsToString(symbol.getDocumentationComment(this.checker)) : '';
    const tag = ts.getJSDocTags(node).find((t) => t.tagName.text === 'deprecated');
    const deprecated = tag ? oneLine(ts.getTextOfJSDocComment(tag.comment) ?? '') || 'Deprecated.' : null;
    return {description: oneLine(description), deprecated};
  }

  /** The properties of a type, in declaration order, without the SDK's AbortSignal. */
  properties(type: ts.Type, at: ts.Node): JsonRpcParam[] {
    return this.checker
      .getPropertiesOfType(type)
      .filter((p) => p.name !== 'signal')
      .map((p) => {
        const propertyType = this.checker.getTypeOfSymbolAtLocation(p, at);
        const optional = (p.flags & ts.SymbolFlags.Optional) !== 0;
        return {
          name: p.name,
          type: this.checker
            .typeToString(this.checker.getNonNullableType(propertyType), undefined, ts.TypeFormatFlags.NoTruncation)
            .replace(/<ArrayBufferLike>/g, ''),
          required: !optional,
          description: oneLine(ts.displayPartsToString(p.getDocumentationComment(this.checker))),
        };
      });
  }

  clientMethods(): Map<string, ts.MethodDeclaration> {
    const methods = new Map<string, ts.MethodDeclaration>();
    for (const m of this.clientClass.members) {
      if (ts.isMethodDeclaration(m) && ts.isIdentifier(m.name)) methods.set(m.name.text, m);
    }
    return methods;
  }

  resultOf(method: ts.MethodDeclaration): string {
    const signature = this.checker.getSignatureFromDeclaration(method)!;
    let type = this.checker.getReturnTypeOfSignature(signature);
    const awaited = this.checker.getAwaitedType(type);
    if (awaited) type = awaited;
    return this.checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  }
}

/** `GetCoinsParams`, or the named part of `ResolveNameServiceNamesParams & {format?: …}`. */
function paramsInterfaceName(type: ts.TypeNode): string | null {
  if (ts.isTypeReferenceNode(type)) return type.typeName.getText();
  if (ts.isIntersectionTypeNode(type)) {
    for (const part of type.types) {
      const name = paramsInterfaceName(part);
      if (name) return name;
    }
  }
  return null;
}

export function readJsonRpcReference(): JsonRpcReference {
  const dir = packageDir('@mysten/sui');
  const calls = readRpcCalls(readFileSync(path.join(dir, 'dist/jsonRpc/client.mjs'), 'utf8'));
  const decl = new Declarations(dir);
  const clientMethods = decl.clientMethods();
  const methods: JsonRpcMethod[] = [];
  const usedInterfaces = new Set<string>();

  for (const call of calls) {
    const declaration = clientMethods.get(call.clientMethod);
    if (!declaration) throw new Error(`SuiJsonRpcClient.${call.clientMethod} has no declaration in client.d.mts`);
    const parameter = declaration.parameters[0];
    const inputs = parameter ? decl.properties(decl.checker.getTypeAtLocation(parameter), parameter) : [];
    const interfaceName = parameter?.type ? paramsInterfaceName(parameter.type) : null;
    if (interfaceName) usedInterfaces.add(interfaceName);
    const paramsInterface = decl.paramInterfaces.find((i) => i.name.text === interfaceName);
    const own = decl.docs(declaration);
    const fromInterface = paramsInterface ? decl.docs(paramsInterface) : {description: '', deprecated: null};
    const byName = new Map(inputs.map((i) => [i.name, i]));
    const params = call.params.map(({inputs: names, object}, index): JsonRpcParam => {
      const parts = names.map((n) => byName.get(n)).filter((p): p is JsonRpcParam => Boolean(p));
      if (object) {
        // The SDK folds several inputs into one query object at this position.
        return {
          name: 'query',
          type: `{ ${parts.map((p) => p.name).join(', ')} }`,
          required: true,
          description: 'An object the SDK builds from the fields below.',
          fields: parts,
        };
      }
      if (parts.length === 0)
        throw new Error(
          `${call.method}: parameter ${index + 1} is made of no input of SuiJsonRpcClient.${call.clientMethod}`,
        );
      return parts[0];
    });
    methods.push({
      method: call.method,
      group: groupOf(call.method),
      clientMethod: call.clientMethod,
      description: SITE_DESCRIPTIONS[call.method] ?? (own.description || fromInterface.description),
      deprecated: own.deprecated ?? fromInterface.deprecated,
      params,
      result: decl.resultOf(declaration),
    });
  }

  // Methods the OpenRPC types describe but no client method calls. Their names follow the
  // interfaces' (UnsafeMoveCallParams → unsafe_moveCall); the file lists them API by API,
  // so a read or extended method takes the prefix of the known method before it.
  let prefix = 'sui_';
  const known = new Map(methods.map((m) => [m.method.replace(/^\w+?_/, ''), m.method]));
  for (const iface of decl.paramInterfaces) {
    const base = lowerFirst(iface.name.text.replace(/Params$/, ''));
    if (usedInterfaces.has(iface.name.text) || known.has(base)) {
      const name = known.get(base);
      if (name && !name.startsWith('unsafe_')) prefix = name.slice(0, name.indexOf('_') + 1);
      continue;
    }
    const method = base.startsWith('unsafe') ? `unsafe_${lowerFirst(base.slice('unsafe'.length))}` : `${prefix}${base}`;
    const docs = decl.docs(iface);
    methods.push({
      method,
      group: groupOf(method),
      clientMethod: null,
      description: docs.description,
      deprecated: docs.deprecated,
      params: decl.properties(decl.checker.getTypeAtLocation(iface), iface),
      result: null,
    });
  }

  const notes = methods.map((m) => m.deprecated);
  const common = notes.every((n) => n === notes[0]) ? notes[0] : null;
  const sdkVersion = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
  return {
    sdkVersion,
    commonDeprecation: common,
    methods: methods.map((m) => ({...m, deprecated: m.deprecated === common ? null : m.deprecated})),
  };
}
