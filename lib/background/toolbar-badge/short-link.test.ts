import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../api/errors';
import type { Link } from '../../api/schemas';
import type { Api } from '../../api/types';
import type { PageLinks } from '../../shared/protocol';
import { pageShortLinks, type ShortLinkDeps } from './short-link';
import { SITE_THROTTLE_MS } from './stored-sites';

const PAGE = 'https://example.com/article';
const link = (alias: string) =>
  ({ id: alias.length, alias, shortUrl: `https://sho.rt/${alias}`, url: PAGE }) as Link;
const answer = (...aliases: string[]): PageLinks => ({ links: aliases.map(link), fetchedAt: 1 });

function setup(saved: PageLinks | null = null) {
  let clock = 1_000_000;
  const cached = vi.fn(async () => saved);
  const lookUp = vi.fn(async () => answer('x7k2p'));
  const deps: ShortLinkDeps = {
    settings: { profileId: 'default', linksBaseUrl: 'https://sho.rt' },
    getApi: async () => ({}) as Api,
    now: () => clock,
    cached,
    lookUp,
  };
  return { deps, cached, lookUp, advance: (ms: number) => (clock += ms) };
}

describe('pageShortLinks', () => {
  beforeEach(() => fakeBrowser.reset());

  it("reads the page's saved answer first, asking nothing", async () => {
    // Arrange
    const { deps, lookUp } = setup(answer('a1', 'b2'));
    // Act
    const links = await pageShortLinks(PAGE, deps);
    // Assert
    expect(links).toEqual(['sho.rt/a1', 'sho.rt/b2']);
    expect(lookUp).not.toHaveBeenCalled();
  });

  it('asks the page lookup when nothing is saved', async () => {
    // Arrange
    const { deps, lookUp } = setup();
    // Act
    const links = await pageShortLinks(PAGE, deps);
    // Assert
    expect(links).toEqual(['sho.rt/x7k2p']);
    expect(lookUp).toHaveBeenCalledWith(PAGE, expect.objectContaining({ settings: deps.settings }));
  });

  it('answers null for a page without short links', async () => {
    // Arrange
    const { deps, lookUp } = setup();
    lookUp.mockResolvedValue(answer());
    // Act / Assert
    expect(await pageShortLinks(PAGE, deps)).toBeNull();
  });

  it('does not ask again for 5 minutes after a lookup that failed', async () => {
    // Arrange
    const { deps, lookUp, advance } = setup();
    lookUp.mockRejectedValueOnce(new ApiError({ code: 'server', status: 500, message: 'Down.' }));
    await expect(pageShortLinks(PAGE, deps)).rejects.toMatchObject({ code: 'server' });
    // Act
    advance(SITE_THROTTLE_MS - 1);
    const during = await pageShortLinks(PAGE, deps);
    advance(1);
    const after = await pageShortLinks(PAGE, deps);
    // Assert
    expect(during).toBeNull();
    expect(after).toEqual(['sho.rt/x7k2p']);
    expect(lookUp).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for an address that is not a web page', async () => {
    // Arrange
    const { deps, lookUp } = setup();
    // Act / Assert
    expect(await pageShortLinks('about:blank', deps)).toBeNull();
    expect(lookUp).not.toHaveBeenCalled();
  });
});
