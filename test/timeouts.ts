/**
 * How long a test that starts another program (Biome, git, the reference server's command line)
 * may take. The unit project's default (vitest.config.ts) is for work done in the test's own
 * process; CI and developers run the tests on 2 cores that are often busy with a build or a
 * browser, where a program's start alone takes seconds, and a test that times out only because
 * the machine was busy says nothing about the code.
 */
export const SUBPROCESS_TIMEOUT = 30_000;
