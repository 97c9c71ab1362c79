import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {
  applyLinearGraphqlTypes,
  introspectionFile,
  upstreamGetTypeFromSchema,
} from '../../plugins/patches/linear-graphql-types';
import {schemaPath} from '../../plugins/sui-api-reference/graphql';

const requireGm = createRequire(introspectionFile());
const graphql = requireGm('graphql') as typeof import('graphql');
const introspection = requireGm(introspectionFile()) as {
  getTypeFromSchema: (schema: unknown, type: unknown) => Record<string, unknown> | undefined;
  getSchemaMap: (schema: unknown) => unknown;
};

test('linear getTypeFromSchema: the same types, in the same order, as upstream on the Sui schema', () => {
  const upstream = upstreamGetTypeFromSchema();
  const schema = graphql.buildSchema(readFileSync(schemaPath(), 'utf8'));
  const before = introspection.getSchemaMap(schema);
  applyLinearGraphqlTypes();
  assert.notEqual(introspection.getTypeFromSchema, upstream, 'the export is replaced');
  const kinds = [
    graphql.GraphQLObjectType,
    graphql.GraphQLUnionType,
    graphql.GraphQLInterfaceType,
    graphql.GraphQLEnumType,
    graphql.GraphQLInputObjectType,
    graphql.GraphQLScalarType,
  ];
  for (const kind of kinds) {
    const expected = upstream(schema, kind)!;
    const actual = introspection.getTypeFromSchema(schema, kind)!;
    assert.ok(Object.keys(expected).length > 0, kind.name);
    assert.deepEqual(Object.keys(actual), Object.keys(expected), kind.name);
    for (const key of Object.keys(expected)) assert.equal(actual[key], expected[key], `${kind.name} ${key}`);
  }
  assert.equal(introspection.getTypeFromSchema(undefined, graphql.GraphQLObjectType), undefined);
  // What the printer reads (through the package index's getters) is the same too.
  assert.deepEqual(introspection.getSchemaMap(schema), before);
  applyLinearGraphqlTypes();
  assert.equal(upstreamGetTypeFromSchema(), upstream, 'applied once');
});
