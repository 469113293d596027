/**
 * `npm run lint:workflows` (part of `npm run lint`): every workflow in .github/workflows, checked
 * by actionlint (scripts/workflow-lint.ts). Exits 1 on the first problem found.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './release/paths';
import { formatProblem, lintWorkflows } from './workflow-lint';

const DIR = '.github/workflows';
const files = readdirSync(resolve(ROOT, DIR))
  .filter((name) => /\.ya?ml$/.test(name))
  .sort()
  .map((name) => ({ path: `${DIR}/${name}`, text: readFileSync(resolve(ROOT, DIR, name), 'utf8') }));
const problems = await lintWorkflows(files);
for (const problem of problems) console.error(formatProblem(problem));
if (problems.length > 0) {
  console.error(`workflows: ${problems.length} problem(s) in ${DIR}`);
  process.exit(1);
}
console.log(`workflows: ${files.map((file) => file.path).join(', ')}: no problems (actionlint)`);
