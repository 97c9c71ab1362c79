/**
 * The UI-string catalogue: `npm run write-translations` (docusaurus write-translations)
 * runs against a copy of the site made of symbolic links, so the catalogue lands in a
 * temporary i18n/ and the tree stays clean. Then (a) every translate() / <Translate> of the
 * site's code has a static id found in the catalogue with the same English message, and
 * (b) no word literal is left in a UI attribute (aria-label, title, placeholder, alt,
 * label), in textContent / innerText, or in setAttribute of one of those attributes,
 * outside translate(). JSX text is ESLint's (@docusaurus/no-untranslated-text).
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
/** Where the site's own browser code lives (plugins/ holds the plugins' client and theme modules). */
const CODE_DIRS = ['src', 'plugins'];
/** Top-level entries the linked copy leaves out: what the command writes, and what it never reads. */
const NOT_LINKED = /^(i18n|\.docusaurus|\.git|\.bench-patches|build.*)$/;
const UI_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);
const DOM_TEXT = new Set(['textContent', 'innerText']);
const WORD = /\p{L}/u;

interface Message {
  id: string;
  message: string;
  where: string;
}

type Catalogue = Record<string, {message: string; description?: string}>;

let site: string;
let output: string;
/** The tree's own i18n/en/code.json (from `npm run write-translations`), which the test must not touch. */
const treeCatalogue = path.join(ROOT, 'i18n/en/code.json');
const treeCatalogueState = (): string => (existsSync(treeCatalogue) ? String(statSync(treeCatalogue).mtimeMs) : 'none');
let treeCatalogueBefore: string;
const catalogue = (file: string): Catalogue =>
  JSON.parse(readFileSync(path.join(site, 'i18n/en', file), 'utf8')) as Catalogue;

before(() => {
  treeCatalogueBefore = treeCatalogueState();
  site = mkdtempSync(path.join(os.tmpdir(), 'sui-docs-i18n-'));
  for (const entry of readdirSync(ROOT)) {
    if (!NOT_LINKED.test(entry)) symlinkSync(path.join(ROOT, entry), path.join(site, entry));
  }
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/docusaurus'), ['write-translations', site], {
    cwd: site,
    encoding: 'utf8',
    timeout: 120_000,
  });
  output = `${run.stdout}${run.stderr}`;
  assert.equal(run.status, 0, `docusaurus write-translations failed:\n${output}`);
});

after(() => {
  if (site) rmSync(site, {recursive: true, force: true});
});

function sourceFiles(): string[] {
  return CODE_DIRS.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'})
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
      .map((f) => path.join(dir, f)),
  );
}

function parse(file: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

function where(node: ts.Node): string {
  const source = node.getSourceFile();
  return `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
}

function literal(node: ts.Node | undefined): string | undefined {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return node.text;
  if (node && ts.isJsxExpression(node)) return literal(node.expression);
  return undefined;
}

const isTranslateCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'translate';

/** Every translate({id, message}) and <Translate id>message</Translate>; a problem for each one that is not static. */
function messagesOf(source: ts.SourceFile, problems: string[]): Message[] {
  const found: Message[] = [];
  const visit = (node: ts.Node): void => {
    if (isTranslateCall(node)) {
      const [arg] = node.arguments;
      const props = arg && ts.isObjectLiteralExpression(arg) ? arg.properties : undefined;
      const prop = (name: string) =>
        props?.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name)
          ?.initializer;
      const id = literal(prop('id'));
      const message = literal(prop('message'));
      if (id === undefined || message === undefined)
        problems.push(`${where(node)}: translate() without a literal id and message`);
      else found.push({id, message, where: where(node)});
    }
    if (ts.isJsxSelfClosingElement(node) && node.tagName.getText() === 'Translate') {
      problems.push(`${where(node)}: <Translate /> without a message`);
    }
    if (ts.isJsxElement(node) && node.openingElement.tagName.getText() === 'Translate') {
      const idAttribute = node.openingElement.attributes.properties.find(
        (a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && a.name.getText() === 'id',
      );
      const id = literal(idAttribute?.initializer);
      const children = node.children.filter((c) => !(ts.isJsxText(c) && c.containsOnlyTriviaWhiteSpaces));
      const [child] = children;
      // As Docusaurus reads JSX text (and as JSX renders it): trimmed, white space collapsed.
      const message =
        children.length !== 1
          ? undefined
          : ts.isJsxText(child)
            ? child.text.trim().replace(/\s+/g, ' ')
            : literal(child);
      if (id === undefined || message === undefined)
        problems.push(`${where(node)}: <Translate> without a literal id and message`);
      else found.push({id, message, where: where(node)});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Word literals in `node` that no translate() call holds. */
function untranslatedText(node: ts.Node): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (n: ts.Node): void => {
    if (isTranslateCall(n)) return;
    if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && WORD.test(n.text)) found.push(n);
    if ((ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n)) && WORD.test(n.text)) found.push(n);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** Text a reader sees or hears, left as a literal: UI attributes, DOM text properties, setAttribute. */
function literalUiText(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const report = (nodes: ts.Node[], what: string) =>
    nodes.forEach((n) => found.push(`${where(n)}: ${what} ${n.getText()} is not translated`));
  const visit = (node: ts.Node): void => {
    if (ts.isJsxAttribute(node) && UI_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      report(untranslatedText(node.initializer), `${node.name.getText()}=`);
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      DOM_TEXT.has(node.left.name.text)
    ) {
      report(untranslatedText(node.right), `${node.left.name.text} =`);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'setAttribute' &&
      UI_ATTRIBUTES.has(literal(node.arguments[0]) ?? '') &&
      node.arguments[1]
    ) {
      report(untranslatedText(node.arguments[1]), `setAttribute(${node.arguments[0].getText()})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('write-translations writes a complete catalogue without extraction warnings', () => {
  assert.doesNotMatch(output, /Translation extraction warnings/, output);
  for (const file of [
    'code.json',
    'docusaurus-theme-classic/navbar.json',
    'docusaurus-theme-classic/footer.json',
    'docusaurus-plugin-content-docs/current.json',
    'docusaurus-plugin-content-docs-graphql-reference/current.json',
  ]) {
    assert.ok(existsSync(path.join(site, 'i18n/en', file)), `write-translations wrote no ${file}`);
  }
  assert.equal(treeCatalogueState(), treeCatalogueBefore, 'write-translations wrote into the tree');
});

test("every id of the site's translate() and <Translate> is in the catalogue with its English message", () => {
  const problems: string[] = [];
  const messages = sourceFiles().flatMap((file) => messagesOf(parse(file), problems));
  const code = catalogue('code.json');
  const seen = new Map<string, Message>();
  for (const m of messages) {
    if (!/^(theme|site)\.[\w.]+$/.test(m.id)) problems.push(`${m.where}: id ${m.id} is neither theme.* nor site.*`);
    const earlier = seen.get(m.id);
    if (earlier && earlier.message !== m.message) {
      problems.push(`${m.where}: ${m.id} is "${m.message}" here and "${earlier.message}" at ${earlier.where}`);
    }
    seen.set(m.id, m);
    const entry = code[m.id];
    if (!entry) problems.push(`${m.where}: ${m.id} is not in i18n/en/code.json`);
    else if (entry.message !== m.message) {
      problems.push(`${m.where}: ${m.id} is "${m.message}" in the code, "${entry.message}" in the catalogue`);
    }
  }
  assert.ok(messages.length >= 90, `only ${messages.length} messages found: is the parser still reading the code?`);
  assert.deepEqual(problems, []);
});

test('no literal text is left in UI attributes or DOM text outside translate()', () => {
  const problems = sourceFiles().flatMap((file) => literalUiText(parse(file)));
  assert.deepEqual(problems, []);
});
