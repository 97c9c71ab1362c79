/**
 * `npm run registry:table`: prints the registry of deviations from stock Docusaurus
 * (plugins/patches/registry.ts) as Markdown; `-- --write` puts it into ARCHITECTURE.md.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {patchesTable, swizzlesTable, withTables} from './lib/registryTable';

const DOC = path.resolve(__dirname, '../ARCHITECTURE.md');

if (process.argv.includes('--write')) {
  writeFileSync(DOC, withTables(readFileSync(DOC, 'utf8')));
  console.log(`Updated the registry tables in ${path.relative(process.cwd(), DOC)}.`);
} else {
  console.log(`${patchesTable()}\n\n${swizzlesTable()}`);
}
