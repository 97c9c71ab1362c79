/**
 * GraphQL-Markdown's `getTypeFromSchema` (@graphql-markdown/graphql, dist/introspection.js)
 * in linear time. It collects the schema's types of one kind into an object by spreading the
 * object built so far once per type, which is quadratic in the number of types; and the
 * printer calls it six times (`getSchemaMap`) for every relation section of every page,
 * some thousands of times for the Sui schema's ~270 pages. The replacement builds the same
 * object (the same keys in the same order, a new object on each call) with one assignment
 * per type. It replaces the module's export, which every caller reads at call time (through
 * `exports.getTypeFromSchema` and the package index's getters), and only while the reference
 * is generated (plugins/sui-api-reference/graphql.ts), in the build's own process.
 * Upstream: @graphql-markdown/graphql 1.2.2 (dist/introspection.js). Gain: generating the
 * reference 3.1-3.7 -> 2.3 s CPU, 6.2-8.0 -> 3.7-4.6 s wall (two alternating runs each, load
 * 6-8), the same 272 files (diff -r). Switch: SUI_DOCS_STOCK=linear-graphql-types.
 */
import {createRequire} from 'node:module';
import path from 'node:path';

type Schema = {
  getRootType(operation: string): {name: string} | undefined | null;
  getTypeMap(): Record<string, unknown>;
};
type GetTypeFromSchema = (schema: Schema | undefined, type: unknown) => Record<string, unknown> | undefined;
interface Introspection {
  getTypeFromSchema: GetTypeFromSchema & {linear?: true};
}

const requireHere = createRequire(__filename);

/** The file of the introspection module that GraphQL-Markdown itself loads (the one under the site's node_modules). */
export function introspectionFile(): string {
  return path.join(
    path.dirname(requireHere.resolve('@graphql-markdown/graphql/package.json')),
    'dist/introspection.js',
  );
}

function introspectionModule(): {module: Introspection; require: NodeJS.Require} {
  const file = introspectionFile();
  return {module: requireHere(file) as Introspection, require: createRequire(file)};
}

/** The upstream function, for the parity test. */
export function upstreamGetTypeFromSchema(): GetTypeFromSchema {
  return (original ?? introspectionModule().module.getTypeFromSchema) as GetTypeFromSchema;
}

let original: GetTypeFromSchema | undefined;

/** Replaces `getTypeFromSchema` with the linear version (once; later calls do nothing). */
export function applyLinearGraphqlTypes(): void {
  const {module, require} = introspectionModule();
  if (module.getTypeFromSchema.linear) return;
  original = module.getTypeFromSchema;
  const {OperationTypeNode} = require('graphql/language') as {OperationTypeNode: Record<string, string>};
  // Its sibling dist/guard.js, by path (as introspection.js requires it).
  const {instanceOf} = require(path.join(path.dirname(introspectionFile()), 'guard.js')) as {
    instanceOf: (value: unknown, type: unknown) => boolean;
  };
  const linear: GetTypeFromSchema = (schema, type) => {
    if (!schema) return undefined;
    // As upstream: leave out introspection types (`__Type`) and the root operation types.
    const operationKinds: string[] = [];
    for (const node of Object.values(OperationTypeNode)) {
      const root = schema.getRootType(node);
      if (root) operationKinds.push(root.name);
    }
    const fragment = operationKinds.length > 0 ? [...operationKinds, ''].join('$|') : '';
    const exclude = new RegExp(`^(?!${fragment}__.+$).*$`);
    const typeMap = schema.getTypeMap();
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(typeMap)) {
      if (exclude.test(key) && instanceOf(typeMap[key], type)) result[key] = typeMap[key];
    }
    return result;
  };
  module.getTypeFromSchema = Object.assign(linear, {linear: true as const});
}
