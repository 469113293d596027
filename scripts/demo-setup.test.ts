import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareDemo } from './demo-setup';

const MISSING = '/nonexistent/chromium';

describe('prepareDemo', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('installs a missing Chromium before it builds, when it may install', () => {
    // Arrange: discovery pointed at a binary that does not exist; the fake installer "installs"
    // one by pointing CHROME_PATH at an executable that does (node itself).
    vi.stubEnv('CHROME_PATH', MISSING);
    const calls: string[] = [];
    const environment = {
      canInstall: true,
      install: vi.fn((names: string[]) => {
        calls.push(`install ${names.join(' ')}`);
        vi.stubEnv('CHROME_PATH', process.execPath);
      }),
    };

    // Act
    const chromium = prepareDemo({ environment, build: () => calls.push('build') });

    // Assert
    expect(environment.install).toHaveBeenCalledWith(['chromium']);
    expect(calls).toEqual(['install chromium', 'build']);
    expect(chromium).toBe(process.execPath);
  });

  it('says what to install and builds nothing when it may not install', () => {
    vi.stubEnv('CHROME_PATH', MISSING);
    const install = vi.fn();
    const build = vi.fn();

    const run = () => prepareDemo({ environment: { canInstall: false, install }, build });

    expect(run).toThrow(
      /CHROME_PATH=\/nonexistent\/chromium is not an executable file[\s\S]*apt-get install chromium/,
    );
    expect(install).not.toHaveBeenCalled();
    expect(build).not.toHaveBeenCalled();
  });

  it('installs nothing when Chromium is already there', () => {
    vi.stubEnv('CHROME_PATH', process.execPath);
    const install = vi.fn();
    const build = vi.fn();

    prepareDemo({ environment: { canInstall: true, install }, build });

    expect(install).not.toHaveBeenCalled();
    expect(build).toHaveBeenCalledOnce();
  });
});
