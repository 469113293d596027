/**
 * How long a test that starts another program (Biome, git, the reference server's command line)
 * may take. Vitest's 5 s default holds on an idle machine, but CI and developers run the tests on
 * 2 cores that are often busy with a build or a browser: there a program's start alone takes
 * seconds, and a test that times out only because the machine was busy says nothing about the code.
 */
export const SUBPROCESS_TIMEOUT = 30_000;
