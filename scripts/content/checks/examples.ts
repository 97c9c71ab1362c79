/**
 * Example code under examples/: Move packages (Move.toml + sources/) and TypeScript
 * clients (type-checked by the project's `tsc`, see tsconfig.json). Pages include them
 * with `file=` / `region=`; an include that does not resolve is an error. With a `sui`
 * binary on the PATH every package is built (and tested when it has tests); without
 * one, the Move files are parsed instead.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseToml} from 'smol-toml';
import {readIncludedCode} from '../../../plugins/remark-code-samples/codeSamples';
import {ROOT} from '../../lib/manifest';
import type {CodeBlock, Page} from '../mdx';
import {error, warning, type Problem} from '../problems';
import {checkMoveFile} from './move';

const EXAMPLES_DIR = path.join(ROOT, 'examples');

export function checkInclude(root: string, page: Page, block: CodeBlock): Problem[] {
  try {
    readIncludedCode(root, block.meta.file, block.meta.region || undefined);
  } catch (e) {
    return [error(page.file, block.line, (e as Error).message)];
  }
  return block.value.trim()
    ? [warning(page.file, block.line, 'block has both file= and a body: the file replaces the body')]
    : [];
}

function filesUnder(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter(
      (f) => f.endsWith(ext) && !f.split(path.sep).includes('build') && !f.split(path.sep).includes('node_modules'),
    )
    .map((f) => path.relative(ROOT, path.join(dir, f)).split(path.sep).join('/'))
    .sort();
}

function movePackages(): string[] {
  return filesUnder(EXAMPLES_DIR, 'Move.toml').map((f) => path.posix.dirname(f));
}

function suiOnPath(): boolean {
  return spawnSync('sui', ['--version'], {stdio: 'ignore'}).status === 0;
}

export async function checkExamples(log: (line: string) => void): Promise<Problem[]> {
  const problems: Problem[] = [];
  const packages = movePackages();
  for (const pkg of packages) {
    try {
      parseToml(readFileSync(path.join(ROOT, pkg, 'Move.toml'), 'utf8'));
    } catch (e) {
      problems.push(
        error(
          `${pkg}/Move.toml`,
          (e as {line?: number}).line ?? 1,
          `TOML does not parse: ${(e as Error).message.split('\n')[0]}`,
        ),
      );
    }
  }
  for (const file of filesUnder(EXAMPLES_DIR, '.move')) problems.push(...(await checkMoveFile(file)));
  if (!suiOnPath()) {
    log(`sui is not on the PATH: ${packages.length} example Move package(s) parsed, not built or tested.`);
    return problems;
  }
  for (const pkg of packages) {
    const dir = path.join(ROOT, pkg);
    const hasTests =
      existsSync(path.join(dir, 'tests')) ||
      filesUnder(path.join(dir, 'sources'), '.move').some((f) =>
        readFileSync(path.join(ROOT, f), 'utf8').includes('#[test'),
      );
    for (const cmd of hasTests ? ['build', 'test'] : ['build']) {
      const result = spawnSync('sui', ['move', cmd, '--path', dir], {encoding: 'utf8'});
      if (result.status !== 0) {
        problems.push(
          error(`${pkg}/Move.toml`, 1, `sui move ${cmd} failed:\n${(result.stdout + result.stderr).trim()}`),
        );
      }
    }
  }
  log(`sui move build/test ran on ${packages.length} example package(s).`);
  return problems;
}
