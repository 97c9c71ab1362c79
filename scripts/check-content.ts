/**
 * `npm run check:content`: checks every page under docs/ and the examples (see
 * scripts/content/run.ts). Prints one `file:line: severity: message` line per problem,
 * then a summary; exits 1 when there is any error (warnings do not fail).
 * Arguments, if any, are path prefixes (`docs/concepts`, `examples/first-app`): every
 * page is still checked, but only problems in files under them are printed and counted,
 * so several writers can work on separate sections at once.
 */
import {ROOT} from './lib/manifest';
import {checkContent} from './content/run';
import {formatProblem} from './content/problems';

async function main(): Promise<void> {
  const started = performance.now();
  const result = await checkContent({root: ROOT, log: (line) => console.log(line)});
  const prefixes = process.argv.slice(2).map((a) => a.replace(/^\.\//, ''));
  if (prefixes.length) {
    result.problems = result.problems.filter((p) => prefixes.some((prefix) => p.file.startsWith(prefix)));
  }
  for (const p of result.problems) console.log(formatProblem(p));
  const errors = result.problems.filter((p) => p.severity === 'error').length;
  const warnings = result.problems.length - errors;
  const {ts, move, mermaid, data} = result.counts;
  console.log(
    `check:content: ${result.pages.length} pages; code checked: ${ts} TypeScript, ${move} Move, ${mermaid} Mermaid, ${data} JSON/TOML; ` +
      `${result.optOuts.length} opt-out(s); ${errors} error(s), ${warnings} warning(s) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const o of result.optOuts) console.log(`  opt-out ${o.file}:${o.line}: ${o.reason}`);
  process.exit(errors ? 1 : 0);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
