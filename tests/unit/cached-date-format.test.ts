import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {INTL_UTILS_MODULE} from '../../plugins/patches/cached-date-format';
import {cachedDateFormat} from '../../plugins/patches/cached-date-format/dateFormatLoader.cjs';

type Hook = (options?: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat;
type Context = {i18n: {currentLocale: string; localeConfigs: Record<string, {calendar: string}>}};

const STOCK_SOURCE = readFileSync(INTL_UTILS_MODULE, 'utf8');
const CONTEXT_IMPORT = "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';";

/** Imports a version of the module with the site context the hook reads replaced by `context()`. */
async function load(source: string, context: () => Context): Promise<Hook> {
  assert.ok(source.includes(CONTEXT_IMPORT), 'the module reads the site context');
  const code = source
    .replace(CONTEXT_IMPORT, 'const useDocusaurusContext = () => globalThis.__intlTestContext();')
    .replace(/^\/\/# sourceMappingURL=.*$/m, '');
  (globalThis as {__intlTestContext?: () => Context}).__intlTestContext = context;
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return ((await import(url)) as {useDateTimeFormat: Hook}).useDateTimeFormat;
}

const site = (currentLocale: string, calendar = 'gregory'): Context => ({
  i18n: {currentLocale, localeConfigs: {[currentLocale]: {calendar}}},
});

// The options the stock LastUpdated and the site's "Verified against" line pass, and others.
const OPTIONS: Intl.DateTimeFormatOptions[] = [
  {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
  {},
  {dateStyle: 'full', timeZone: 'Asia/Tokyo'},
  {year: '2-digit', month: '2-digit', hour: 'numeric', minute: '2-digit', timeZone: 'America/New_York'},
];
const DATES = [new Date('2026-07-14T23:30:00Z'), new Date('2024-02-29T00:00:00Z'), new Date(0)];

test('the patched hook formats every date as the stock one does, in every locale and calendar', async () => {
  let context = site('en');
  const stock = await load(STOCK_SOURCE, () => context);
  const patched = await load(cachedDateFormat(STOCK_SOURCE, INTL_UTILS_MODULE), () => context);
  for (const [locale, calendar] of [
    ['en', 'gregory'],
    ['fr', 'gregory'],
    ['ja', 'japanese'],
    ['fa', 'persian'],
  ] as const) {
    context = site(locale, calendar);
    for (const options of OPTIONS) {
      assert.deepEqual(
        patched(options).resolvedOptions(),
        stock(options).resolvedOptions(),
        `${locale} ${JSON.stringify(options)}`,
      );
      for (const date of DATES) assert.equal(patched(options).format(date), stock(options).format(date));
    }
  }
});

test('one formatter per locale, calendar and options, handed out again on the next render', async () => {
  let context = site('en');
  const patched = await load(cachedDateFormat(STOCK_SOURCE, INTL_UTILS_MODULE), () => context);
  const first = patched(OPTIONS[0]);
  assert.equal(patched({...OPTIONS[0]}), first, 'equal options: the same formatter');
  assert.notEqual(patched(OPTIONS[1]), first, 'other options: another');
  context = site('fr');
  assert.notEqual(patched(OPTIONS[0]), first, 'another locale: another');
  context = site('en', 'japanese');
  assert.notEqual(patched(OPTIONS[0]), first, 'another calendar: another');
  context = site('en');
  assert.equal(patched(OPTIONS[0]), first);
});

test('a module that no longer builds its formatter as expected stops the build and names the patch', () => {
  assert.throws(
    () => cachedDateFormat(STOCK_SOURCE.replace('new Intl.DateTimeFormat(', 'makeFormat('), 'IntlUtils.js'),
    /cached-date-format: IntlUtils\.js no longer builds its formatter/,
  );
  assert.throws(
    () => cachedDateFormat(`${STOCK_SOURCE}\nnew Intl.DateTimeFormat('en');`, 'IntlUtils.js'),
    /SUI_DOCS_STOCK=cached-date-format/,
  );
});
