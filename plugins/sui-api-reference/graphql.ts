/**
 * The GraphQL reference: generated with GraphQL-Markdown (the `@graphql-markdown/docusaurus`
 * formatter) from the schema.graphql that ships inside the pinned @mysten/sui, into a
 * git-ignored folder served by a docs plugin instance of its own (see docusaurus.config.ts),
 * so its 250-odd pages and their sidebar never weigh on the main docs.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {GraphQLMarkdownCliOptions} from '@graphql-markdown/types';
import {packageDir} from './packages';
import {applyLinearGraphqlTypes} from '../patches/linear-graphql-types';
import {readPatchSwitch} from '../patches/switch';

/** URL of the reference; the docs instance that serves it mounts at this path. */
export const GRAPHQL_REFERENCE_ROUTE = '/references/sui-api/graphql/reference';

/** Where the generated pages go, relative to the site. */
export const GRAPHQL_REFERENCE_DIR = '.generated/graphql-reference';

/** The spec's path for the mutation the 2024 schema called executeTransactionBlock. */
export const LEGACY_MUTATION_SLUG = 'operations/mutations/execute-transaction-block';

/** The schema shipped in the installed SDK (never copied into the repository). */
export function schemaPath(): string {
  return path.join(packageDir('@mysten/sui'), 'src/graphql/generated/schema.graphql');
}

/** GraphQL-Markdown's Docusaurus formatter with lighter markup on every field (see the file). */
const FORMATTER = path.join(__dirname, 'graphqlFormatter.cjs');

/** Options shared by the generator run here and the `docusaurus graphql-to-doc` command. */
export function graphqlMarkdownOptions(siteDir: string): GraphQLMarkdownCliOptions {
  return {
    id: 'sui-graphql',
    schema: schemaPath(),
    rootPath: path.join(siteDir, GRAPHQL_REFERENCE_DIR),
    // The docs instance mounts at the reference's URL, so pages sit at the root of its
    // folder and links are absolute file paths from that root (/types/objects/x.mdx),
    // which Docusaurus resolves and checks like any Markdown link.
    baseURL: '.',
    linkRoot: '/',
    homepage: false,
    loaders: {GraphQLFileLoader: '@graphql-tools/graphql-file-loader'},
    // The Docusaurus formatter, with plain elements for the bullets, badges and names.
    formatter: FORMATTER,
    docOptions: {index: true},
    printTypeOptions: {deprecated: 'default'},
    force: true,
  } as GraphQLMarkdownCliOptions;
}

function stampOf(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(schemaPath()));
  hash.update(readFileSync(__filename));
  hash.update(readFileSync(FORMATTER));
  hash.update(readFileSync(path.join(packageDir('@graphql-markdown/docusaurus'), 'package.json')));
  return hash.digest('hex');
}

/**
 * Generates the reference unless the folder already holds pages for this schema and this
 * generator (a stamp file records both), so `npm start` and repeated builds pay nothing.
 */
export async function generateGraphQLReference(siteDir: string): Promise<{generated: boolean}> {
  const outDir = path.join(siteDir, GRAPHQL_REFERENCE_DIR);
  const stampFile = path.join(outDir, '.stamp');
  const stamp = stampOf();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return {generated: false};

  rmSync(outDir, {recursive: true, force: true});
  mkdirSync(outDir, {recursive: true});
  // Loaded only to generate (~130 ms), not on every build or `npm start` that finds the pages current.
  // The same pages, without GraphQL-Markdown's quadratic collection of types (registry: linear-graphql-types).
  if (readPatchSwitch().enabled.has('linear-graphql-types')) applyLinearGraphqlTypes();
  const {runGraphQLMarkdown} = await import('@graphql-markdown/cli');
  await runGraphQLMarkdown(graphqlMarkdownOptions(siteDir), {}, '@docusaurus/logger');
  slugCategories(outDir);
  linkRootTypes(outDir);
  promoteHeadings(outDir);
  writeFileSync(path.join(outDir, 'index.mdx'), homePage());
  writeFileSync(path.join(outDir, `${LEGACY_MUTATION_SLUG}.mdx`), legacyMutationPage());
  writeFileSync(stampFile, stamp);
  return {generated: true};
}

/**
 * The id of a section heading ("Fields", "Type", "Member Of"): `section--` and its
 * slug. GraphQL-Markdown gives each field and argument the id of its name in kebab case
 * (`fields`, `type`, `fully-qualified-name`), which never holds two hyphens in a row, so
 * a section's id can never be a field's: MoveStruct's field `fields` and the `type`
 * argument of the query `type` took the ids of the "Fields" and "Type" sections, and a
 * link to the field landed on the section.
 */
export function sectionId(title: string): string {
  const slug = title
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-');
  return `section--${slug}`;
}

/**
 * GraphQL-Markdown puts a page's sections at level 3 right under its title (h1 then h3,
 * which skips a level for screen-reader users; axe: heading-order). Move every heading
 * outside code fences up one level, give each section heading an id of its own
 * (`sectionId`), and keep the table of contents to the sections, as before, with
 * `toc_max_heading_level: 2`.
 */
export function promoteHeadings(outDir: string): void {
  for (const file of readdirSync(outDir, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.mdx')) continue;
    const full = path.join(outDir, file);
    let fenced = false;
    const lines = readFileSync(full, 'utf8')
      .split('\n')
      .map((line) => {
        if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
        if (fenced || !/^#{3,6} /.test(line)) return line;
        const promoted = line.slice(1);
        // A section heading is plain words; a field's is a link with an explicit id. Braces
        // escaped, as GraphQL-Markdown writes them, so MDX reads no expression.
        const section = /^## ([A-Za-z][A-Za-z ]*?)\s*$/.exec(promoted);
        return section ? `## ${section[1]} \\{#${sectionId(section[1])}\\}` : promoted;
      });
    const text = lines.join('\n').replace(/^---\n/, '---\ntoc_max_heading_level: 2\n');
    writeFileSync(full, text);
  }
}

/**
 * What each category's overview page says it holds: the page's meta description (search
 * engines show it; a page without one scores below 100 on Lighthouse's SEO audit) and the
 * line under its title. A folder the generator adds later gets the generic line.
 */
const CATEGORY_DESCRIPTIONS: Record<string, string> = {
  operations:
    'The queries and mutations of the Sui GraphQL RPC service and the directives they can use, one page each.',
  'operations/queries': 'Every query of the Sui GraphQL RPC service, with its arguments and the type it returns.',
  'operations/mutations': 'Every mutation of the Sui GraphQL RPC service, such as executing a signed transaction.',
  'operations/directives': 'The directives that operations of the Sui GraphQL RPC service can use.',
  types:
    'Every type of the Sui GraphQL RPC schema, grouped by kind: objects, inputs, enums, scalars, interfaces, unions and directives.',
  'types/objects':
    'The object types of the Sui GraphQL RPC schema, with their fields and the arguments those fields take.',
  'types/inputs': 'The input types that arguments of Sui GraphQL RPC operations take, with their fields.',
  'types/enums': 'The enum types of the Sui GraphQL RPC schema and the values each one allows.',
  'types/scalars':
    'The scalar types of the Sui GraphQL RPC schema, such as SuiAddress, BigInt and Base64, and how their values are written.',
  'types/interfaces': 'The interfaces of the Sui GraphQL RPC schema, their fields and the types that implement them.',
  'types/unions': 'The union types of the Sui GraphQL RPC schema and the types each one can be.',
  'types/directives': 'The directives the Sui GraphQL RPC schema defines and where they apply.',
};

function categoryDescription(folder: string, yml: string): string {
  const label = /^label:\s*(.+)$/m.exec(yml)?.[1].trim() ?? folder;
  return CATEGORY_DESCRIPTIONS[folder] ?? `The ${label.toLowerCase()} of the Sui GraphQL RPC schema, one page each.`;
}

/**
 * Each category gets an overview page (a generated index) with a description. Both `operations/directives`
 * and `types/directives` are labelled "Directives", so the default `/category/<label>`
 * slugs would collide, and so would their sidebar translation keys (which stop
 * `docusaurus write-translations`): give each the path of its folder as slug and key.
 */
function slugCategories(outDir: string): void {
  for (const file of readdirSync(outDir, {recursive: true, encoding: 'utf8'})) {
    if (path.basename(file) !== '_category_.yml') continue;
    const full = path.join(outDir, file);
    const yml = readFileSync(full, 'utf8');
    const folder = path.dirname(file).split(path.sep).join('/');
    const slug = `/${folder}`;
    const description = JSON.stringify(categoryDescription(folder, yml));
    const slugged = yml.replace(/^(\s+type: generated-index)$/m, `$1\n  slug: ${slug}\n  description: ${description}`);
    if (slugged === yml) throw new Error(`${full}: no generated-index link to give the slug ${slug}`);
    writeFileSync(full, `key: ${folder}\n${slugged}`);
  }
}

/**
 * The root types Query and Mutation have no page of their own (their fields are the
 * operations), yet a field that returns one (Checkpoint.query) links to it: point those
 * links at the operations' category. Any other link to a missing page is a generator
 * problem and stops the build here, naming file and target.
 */
function linkRootTypes(outDir: string): void {
  const roots: Record<string, string> = {
    '/types/objects/query.mdx': `${GRAPHQL_REFERENCE_ROUTE}/operations/queries`,
    '/types/objects/mutation.mdx': `${GRAPHQL_REFERENCE_ROUTE}/operations/mutations`,
  };
  const broken: string[] = [];
  for (const file of readdirSync(outDir, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.mdx')) continue;
    const full = path.join(outDir, file);
    const text = readFileSync(full, 'utf8');
    const next = text.replace(/\]\((\/[^)\s]+\.mdx)\)/g, (link: string, target: string) => {
      if (existsSync(path.join(outDir, target))) return link;
      if (roots[target]) return `](${roots[target]})`;
      broken.push(`${file} -> ${target}`);
      return link;
    });
    if (next !== text) writeFileSync(full, next);
  }
  if (broken.length)
    throw new Error(`GraphQL reference: links to pages that were not generated:\n${broken.join('\n')}`);
}

function homePage(): string {
  return `---
id: index
title: GraphQL API reference
description: Every query, mutation, type and directive of the Sui GraphQL RPC schema, generated from the schema the pinned TypeScript SDK ships.
slug: /
sidebar_position: 0
pagination_next: null
pagination_prev: null
---

This reference lists every entry point and type of the Sui GraphQL RPC service. It is generated at build time
from the \`schema.graphql\` file inside the \`@mysten/sui\` package this site pins, so it describes the same
schema the TypeScript SDK's \`SuiGraphQLClient\` is typed against.

- **Operations** are where a request starts: the root fields of \`Query\` (reads) and of \`Mutation\`
  (\`executeTransaction\`, which submits a signed transaction), and the directives a client may put in a query.
- **Types** are what those operations return and accept: objects, interfaces, unions, enums, input objects,
  scalars and schema directives.

Every page shows the definition in GraphQL's schema language, its fields and their arguments with links to
their types, deprecation notices, and the types that use it. For how to send queries, paginate and handle
errors, start with [the GraphQL RPC concept page](/concepts/graphql-rpc) and
[querying GraphQL RPC](/guides/developer/getting-started/graphql-rpc).

## Categories

| Category | What it holds |
|---|---|
| [Queries](${GRAPHQL_REFERENCE_ROUTE}/operations/queries) | The root fields of \`Query\`: every read the service offers. |
| [Mutations](${GRAPHQL_REFERENCE_ROUTE}/operations/mutations) | The root fields of \`Mutation\`: executing a transaction. |
| [Operation directives](${GRAPHQL_REFERENCE_ROUTE}/operations/directives) | Directives a client may use in a query, such as \`@include\` and \`@skip\`. |
| [Objects](${GRAPHQL_REFERENCE_ROUTE}/types/objects) | Output types with fields, from \`Address\` and \`Object\` to transactions and checkpoints. |
| [Interfaces](${GRAPHQL_REFERENCE_ROUTE}/types/interfaces) | Field sets shared by several objects. |
| [Unions](${GRAPHQL_REFERENCE_ROUTE}/types/unions) | Types that are one of several objects. |
| [Enums](${GRAPHQL_REFERENCE_ROUTE}/types/enums) | Fixed sets of values. |
| [Inputs](${GRAPHQL_REFERENCE_ROUTE}/types/inputs) | Input objects: filters and other structured arguments. |
| [Scalars](${GRAPHQL_REFERENCE_ROUTE}/types/scalars) | Leaf values such as \`SuiAddress\`, \`UInt53\`, \`BigInt\` and \`Base64\`. |
| [Schema directives](${GRAPHQL_REFERENCE_ROUTE}/types/directives) | Directives the schema itself uses, such as \`@deprecated\`. |
`;
}

function legacyMutationPage(): string {
  return `---
id: execute-transaction-block
title: executeTransactionBlock (renamed)
description: The executeTransactionBlock mutation of the 2024 GraphQL schema is now executeTransaction; this page points to it.
sidebar_label: executeTransactionBlock
sidebar_position: 99
---

The 2024 version of the Sui GraphQL schema had a single mutation, \`executeTransactionBlock\`. The current schema
names it **\`executeTransaction\`**: it takes the BCS-encoded transaction data and its signatures, both
Base64-encoded, and returns an \`ExecutionResult\` once the transaction is final.

See [executeTransaction](/operations/mutations/execute-transaction.mdx) for its arguments and result.
`;
}
