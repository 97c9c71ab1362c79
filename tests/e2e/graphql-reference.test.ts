import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLNamedType,
} from 'graphql';
import {GRAPHQL_REFERENCE_ROUTE, schemaPath, sectionId} from '../../plugins/sui-api-reference/graphql';
import {BUILD_DIR} from '../support/site';
import {DESKTOP, url, useBrowser} from '../support/browser';
import {MOBILE} from '../support/parity';

const browser = useBrowser();
const schema = buildSchema(readFileSync(schemaPath(), 'utf8'));
const REF_DIR = path.join(BUILD_DIR, GRAPHQL_REFERENCE_ROUTE);
const LEGACY = 'operations/mutations/execute-transaction-block';

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

/** The h1 of every built page in a category folder, as the names the pages document. */
function pageNames(category: string): string[] {
  const dir = path.join(REF_DIR, category);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.html') && `${category}/${f.replace(/\.html$/, '')}` !== LEGACY)
    .map((f) =>
      decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(readFileSync(path.join(dir, f), 'utf8'))?.[1] ?? `(no h1 in ${f})`),
    )
    .sort();
}

function expectedCategory(type: GraphQLNamedType): string | null {
  if (type.name.startsWith('__') || type === schema.getQueryType() || type === schema.getMutationType()) return null;
  if (isObjectType(type)) return 'types/objects';
  if (isInterfaceType(type)) return 'types/interfaces';
  if (isUnionType(type)) return 'types/unions';
  if (isEnumType(type)) return 'types/enums';
  if (isInputObjectType(type)) return 'types/inputs';
  if (isScalarType(type)) return 'types/scalars';
  return null;
}

test('every type, directive and root field of the schema has exactly one reference page', () => {
  const expected = new Map<string, string[]>();
  const add = (category: string, name: string) => expected.set(category, [...(expected.get(category) ?? []), name]);
  for (const type of Object.values(schema.getTypeMap())) {
    const category = expectedCategory(type);
    if (category) add(category, type.name);
  }
  for (const field of Object.keys(schema.getQueryType()?.getFields() ?? {})) add('operations/queries', field);
  for (const field of Object.keys(schema.getMutationType()?.getFields() ?? {})) add('operations/mutations', field);

  for (const [category, names] of expected) {
    assert.deepEqual(pageNames(category), names.sort(), `pages of ${category} differ from the schema`);
  }
  // Directives: executable ones (@include, @skip) under operations, schema ones under types.
  const directivePages = [...pageNames('operations/directives'), ...pageNames('types/directives')].sort();
  assert.deepEqual(
    directivePages,
    schema
      .getDirectives()
      .map((d) => d.name)
      .sort(),
  );
  assert.ok(expected.get('types/objects')!.length > 100, 'the schema was read (over a hundred object types)');
});

test('every link inside the reference leads to a page that exists', () => {
  const broken = new Set<string>();
  const files = readdirSync(REF_DIR, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.html'));
  assert.ok(files.length > 250, `expected the whole reference, found ${files.length} pages`);
  for (const file of files) {
    const html = readFileSync(path.join(REF_DIR, file), 'utf8');
    for (const [, href] of html.matchAll(/href="([^"#?]+)[^"]*"/g)) {
      if (!href.startsWith('/') || href.startsWith('//') || /\.(css|js|svg|png|ico|xml|json|jpg)$/.test(href)) continue;
      const target = path.join(BUILD_DIR, href === '/' ? 'index.html' : `${href}.html`);
      const asIndex = path.join(BUILD_DIR, href, 'index.html');
      if (!existsSync(target) && !existsSync(asIndex)) broken.add(`${file} -> ${href}`);
    }
  }
  assert.deepEqual([...broken], []);
});

test('a link to a field lands on the field, even where a section has the same name ("Fields", "Type")', async () => {
  const page = await (await browser().newContext(DESKTOP)).newPage();
  const cases = [
    {page: 'types/objects/move-struct', field: 'fields', name: 'MoveStruct.fields', section: 'Fields'},
    {page: 'types/objects/move-enum-variant', field: 'fields', name: 'MoveEnumVariant.fields', section: 'Fields'},
    {page: 'operations/queries/type', field: 'type', name: 'type.type', section: 'Type'},
  ];
  for (const c of cases) {
    await page.goto(url(`${GRAPHQL_REFERENCE_ROUTE}/${c.page}#${c.field}`));
    const target = page.locator(':target');
    assert.equal(await target.count(), 1, c.page);
    assert.match(
      (await target.innerText()).replace(/\u200b/g, ''),
      new RegExp(`^${c.name.replace('.', '\\.')}\\s`),
      c.page,
    );
    // The section keeps a heading link of its own, in the table of contents too.
    const section = page.locator(`h2#${sectionId(c.section)}`);
    assert.equal((await section.innerText()).replace(/\u200b/g, '').trim(), c.section, c.page);
    assert.equal(await page.locator(`.table-of-contents a[href="#${sectionId(c.section)}"]`).count(), 1, c.page);
  }
  await page.close();
});

test('the old executeTransactionBlock path names the current mutation and links to it', async () => {
  const page = await (await browser().newContext(DESKTOP)).newPage();
  await page.goto(url(`${GRAPHQL_REFERENCE_ROUTE}/${LEGACY}`));
  await page.getByText('names it executeTransaction').waitFor();
  await page.getByRole('main').getByRole('link', {name: 'executeTransaction', exact: true}).click();
  await page.waitForURL(/\/operations\/mutations\/execute-transaction$/);
  await page.getByRole('heading', {level: 1, name: 'executeTransaction'}).waitFor();
  // Its page shows the SDL, the arguments with their types, and the result type.
  const main = page.getByRole('main');
  await main.getByText('transactionDataBcs: Base64!').first().waitFor();
  await main.getByRole('link', {name: 'ExecutionResult'}).first().waitFor();
  await page.close();
});

test('the References sidebar opens the reference with one entry; the reference has a sidebar of its own', async () => {
  const page = await (await browser().newContext(DESKTOP)).newPage();
  await page.goto(url('/references/sui-api'));
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const entries = sidebar.locator(`a[href^="${GRAPHQL_REFERENCE_ROUTE}"]`);
  assert.equal(await entries.count(), 1, 'one entry, not the whole reference');
  await entries.click();
  await page.waitForURL(new RegExp(`${GRAPHQL_REFERENCE_ROUTE}$`));
  const refSidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  for (const name of ['Queries', 'Mutations', 'Objects', 'Enums', 'Inputs', 'Interfaces', 'Scalars', 'Unions']) {
    await refSidebar
      .getByRole('button', {name: new RegExp(`${name}`)})
      .or(refSidebar.getByRole('link', {name, exact: true}))
      .first()
      .waitFor();
  }
  // Categories start collapsed: the 160-odd objects are not all listed at once.
  assert.ok((await refSidebar.locator('a.menu__link').count()) < 40);
  await page.close();
});

test('a field heading reads "Type.field ● ReturnType" and its badges, with names in text weight and the field bold', async () => {
  const page = await (await browser().newContext(DESKTOP)).newPage();
  await page.goto(url(`${GRAPHQL_REFERENCE_ROUTE}/types/objects/object`));
  const heading = page.locator('h3#address');
  assert.equal(
    (await heading.innerText())
      .replace(/\u200b/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
    'Object.address ● SuiAddress! non-null scalar',
  );
  const look = await heading.evaluate((h) => {
    const [name] = h.querySelectorAll('code');
    const bullet = h.querySelector(':scope > a + span')!;
    const weight = (el: Element) => getComputedStyle(el).fontWeight;
    return {
      name: weight(name),
      field: weight(name.querySelector('b')!),
      bullet: bullet.textContent!.trim(),
      bulletSize: parseFloat(getComputedStyle(bullet).fontSize) / parseFloat(getComputedStyle(h).fontSize),
      badges: [...h.querySelectorAll('.badge')].map((b) => b.textContent),
    };
  });
  assert.deepEqual(look, {name: '400', field: '700', bullet: '●', bulletSize: 0.5, badges: ['non-null', 'scalar']});
  // The field markup is classes, not an inline style per element.
  assert.equal(await page.locator('main :is(h3, h4) [style]').count(), 0);
  await page.close();
});

test('category cards show whole type names and draw their icons as SVG, in two columns on a desktop', async () => {
  for (const [size, options] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    const page = await browser().newPage(options);
    await page.goto(url(`${GRAPHQL_REFERENCE_ROUTE}/types/objects`));
    await page.locator('.theme-doc-card-title').first().waitFor();
    const cards = await page.locator('.theme-doc-card-container').evaluateAll((containers) =>
      containers.map((card) => {
        const title = card.querySelector<HTMLElement>('.theme-doc-card-title')!;
        const heading = card.querySelector<HTMLElement>('.theme-doc-card-heading')!;
        const icon = card.querySelector<HTMLElement>('.theme-doc-card-icon');
        const box = card.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(title);
        const text = range.getBoundingClientRect();
        return {
          name: title.textContent ?? '',
          full: heading.getAttribute('title'),
          clipped: title.scrollWidth > title.clientWidth || heading.scrollWidth > heading.clientWidth,
          outside: text.right > box.right || text.left < box.left,
          iconText: icon?.textContent ?? '',
          iconSvg: Boolean(icon?.querySelector('svg')),
          top: Math.round(box.top),
          width: Math.round(box.width),
        };
      }),
    );
    assert.ok(cards.length > 100, `${size}: ${cards.length} cards`);
    const long = cards.find((c) => c.name === 'AccumulatorRootCreateTransaction');
    assert.ok(long, `${size}: the AccumulatorRootCreateTransaction card`);
    for (const card of cards) {
      assert.equal(card.name, card.full, `${size}: the card shows the whole name`);
      assert.ok(!card.clipped && !card.outside, `${size}: "${card.name}" is cut off`);
      assert.ok(card.iconSvg, `${size}: "${card.name}" has no SVG icon`);
      assert.doesNotMatch(card.iconText, /\p{Extended_Pictographic}/u, `${size}: "${card.name}" icon is an emoji`);
    }
    // The grid stays: two cards a row of equal width on a desktop, one a row on a phone.
    assert.equal(cards[0]!.top === cards[1]!.top, size === 'desktop', `${size}: cards per row`);
    assert.equal(new Set(cards.map((c) => c.width)).size, 1, `${size}: cards of one width`);
    await page.close();
  }
});
