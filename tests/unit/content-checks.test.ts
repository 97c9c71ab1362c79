import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {checkContent} from '../../scripts/content/run';
import {formatProblem, type Problem} from '../../scripts/content/problems';

const FIXTURES = path.join(__dirname, '../fixtures/content');

const run = (name: string) => checkContent({root: path.join(FIXTURES, name), examples: false});

test('a correct page passes every check, and an opt-out with a reason is counted', async () => {
  const result = await run('good');
  assert.deepEqual(result.problems.map(formatProblem), []);
  assert.deepEqual(result.counts, {ts: 1, move: 2, mermaid: 1, data: 2});
  assert.deepEqual(result.optOuts, [{file: 'docs/guides/samples.mdx', line: 51, reason: 'sample terminal output'}]);
});

test('each broken sample is reported at its file and line', async () => {
  // verified_against has fixtures of its own (tests/unit/verified-against.test.ts): these pages have none.
  const problems = (await run('bad')).problems.filter((p) => !p.message.includes('verified_against'));
  const at = (file: string, line: number, pattern: RegExp) =>
    assert.ok(
      problems.some(
        (p: Problem) =>
          p.file === `docs/${file}` && p.line === line && pattern.test(p.message) && p.severity === 'error',
      ),
      `expected docs/${file}:${line} ${pattern}; got:\n${problems.map(formatProblem).join('\n')}`,
    );
  // A wrong import from the pinned SDK (TransactionBlock is gone from @mysten/sui 2).
  at('bad-typescript.mdx', 7, /TypeScript TS\d+: .*TransactionBlock/);
  // A missing comma after a struct field: reported where the next field starts.
  at('bad-move.mdx', 12, /Move does not parse \(2024 grammar\): missing ,/);
  at('bad-mermaid.mdx', 8, /Mermaid diagram does not parse/);
  at('bad-data.mdx', 8, /JSON does not parse/);
  at('bad-data.mdx', 14, /TOML does not parse/);
  at('bad-data.mdx', 17, /no language/);
  at('bad-front-matter.mdx', 1, /description is \d+ characters; at most 160/);
  at('bad-front-matter.mdx', 1, /status "draft-ish" is not allowed/);
  at('bad-front-matter.mdx', 7, /placeholder text "TODO"/);
  at('bad-front-matter.mdx', 9, /admonition title after a space renders as text: write :::tip\[Old-style title\]/);
  at('bad-front-matter.mdx', 19, /unescaped \| inside `flag \|\| private key` splits the table cell: write \\\|/);
  at('bad-front-matter.mdx', 22, /a task list item renders an unlabeled checkbox/);
  at('bad-front-matter.mdx', 29, /a table header cell is empty/);
  at('no-description.mdx', 1, /no description/);
  at('no-description.mdx', 5, /nocheck needs a reason/);
  at('no-description.mdx', 9, /included file "examples\/missing.ts" does not exist/);
  at('snippets/outline.mdx', 1, /status: outline in the "snippets" section/);
  at('landing/index.mdx', 6, /does not link its child docs\/landing\/child.mdx/);
  assert.equal(problems.filter((p) => p.severity === 'error').length, 18, problems.map(formatProblem).join('\n'));
  // Formatting is reported, not enforced.
  assert.deepEqual(problems.filter((p) => p.severity === 'warning').map(formatProblem), [
    'docs/bad-move.mdx:19: warning: prettier-plugin-move would reformat this Move code',
  ]);
});
