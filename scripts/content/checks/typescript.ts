/**
 * TypeScript blocks must type-check against the packages the site pins, under strict
 * mode. Every block is its own module (an `export {}` is appended), compiled together in
 * one Program so the whole site takes seconds. Lines above `// ---cut---` are hidden
 * set-up: checked here, not shown to readers.
 */
import path from 'node:path';
import ts from 'typescript';
import {ROOT} from '../../lib/manifest';
import type {CodeBlock, Page} from '../mdx';
import {error, type Problem} from '../problems';

const VIRTUAL_DIR = path.join(ROOT, '.content-check');

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  jsx: ts.JsxEmit.ReactJSX,
  esModuleInterop: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  noUnusedLocals: false,
};

interface Sample {
  page: Page;
  block: CodeBlock;
  fileName: string;
}

export function checkTypeScriptBlocks(items: {page: Page; block: CodeBlock}[]): Problem[] {
  const samples: Sample[] = items.map(({page, block}) => ({
    page,
    block,
    fileName: path.join(
      VIRTUAL_DIR,
      `${page.file.replace(/[^\w]+/g, '_')}_L${block.line}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`,
    ),
  }));
  if (samples.length === 0) return [];
  const byName = new Map(samples.map((s) => [s.fileName, s]));
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const {fileExists, readFile, getSourceFile} = host;
  host.fileExists = (f) => byName.has(f) || fileExists.call(host, f);
  host.readFile = (f) => (byName.has(f) ? `${byName.get(f)!.block.value}\nexport {};\n` : readFile.call(host, f));
  host.getSourceFile = (f, languageVersion, onError, shouldCreate) => {
    const sample = byName.get(f);
    if (sample) return ts.createSourceFile(f, `${sample.block.value}\nexport {};\n`, languageVersion, true);
    return getSourceFile.call(host, f, languageVersion, onError, shouldCreate);
  };
  const program = ts.createProgram([...byName.keys()], COMPILER_OPTIONS, host);
  const problems: Problem[] = [];
  for (const sample of samples) {
    const sourceFile = program.getSourceFile(sample.fileName)!;
    const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
    for (const d of diagnostics) {
      const row = d.start === undefined ? 0 : sourceFile.getLineAndCharacterOfPosition(d.start).line;
      const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
      problems.push(error(sample.page.file, sample.block.line + 1 + row, `TypeScript TS${d.code}: ${message}`));
    }
  }
  return problems;
}
