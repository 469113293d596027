/**
 * `npm run test:times -- report.json`: where a run's time went, from Vitest's JSON report
 * (`npx vitest run --reporter=json --outputFile.json=report.json`): the sum per project and the
 * slowest files. CONTRIBUTING.md ("How long the suite takes") says how to measure.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fileTimes, type JsonReport, projectTimes } from './test-report';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const [file, top = '15'] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run test:times -- <vitest JSON report> [how many files to list]');
  process.exit(2);
}
const times = fileTimes(JSON.parse(readFileSync(file, 'utf8')) as JsonReport, ROOT);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
for (const [project, ms] of Object.entries(projectTimes(times))) {
  const files = times.filter((time) => time.project === project).length;
  if (files > 0) console.log(`${project}: ${files} files, ${seconds(ms)} summed`);
}
console.log('\nslowest files:');
for (const time of times.slice(0, Number(top))) console.log(`${seconds(time.ms).padStart(8)}  ${time.file}`);
