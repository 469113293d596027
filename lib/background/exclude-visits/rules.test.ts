import { describe, expect, it } from 'vitest';
import {
  buildRules,
  EARLIER_RULE_IDS,
  eventUrlFilter,
  planUpdate,
  RULE_IDS,
  type Rule,
  resourceTypes,
} from './rules';

describe('eventUrlFilter', () => {
  it('anchors the tracking endpoint at the analytics origin and path', () => {
    expect(eventUrlFilter('https://stats.example/')).toBe('|https://stats.example/api/event^');
    expect(eventUrlFilter('http://127.0.0.1:8787')).toBe('|http://127.0.0.1:8787/api/event^');
    expect(eventUrlFilter('https://example.com/analytics/')).toBe(
      '|https://example.com/analytics/api/event^',
    );
  });

  it('gives nothing for what is not an http(s) URL', () => {
    expect(eventUrlFilter('')).toBeNull();
    expect(eventUrlFilter('ftp://stats.example')).toBeNull();
  });
});

describe('buildRules', () => {
  it('blocks POSTs to the endpoint from the sites and their www. twins only', () => {
    const rules = buildRules(
      [{ analyticsBaseUrl: 'https://stats.example', hosts: ['example.com'] }],
      'chrome',
    );
    expect(rules).toEqual([
      {
        id: RULE_IDS.first,
        priority: 1,
        action: { type: 'block' },
        condition: {
          urlFilter: '|https://stats.example/api/event^',
          requestMethods: ['post'],
          resourceTypes: ['xmlhttprequest', 'ping'],
          initiatorDomains: ['example.com', 'www.example.com'],
        },
      },
    ]);
  });

  it('names beacons the way Firefox does', () => {
    expect(resourceTypes('firefox')).toEqual(['xmlhttprequest', 'ping', 'beacon']);
    const [rule] = buildRules([{ analyticsBaseUrl: 'https://s.example', hosts: ['a.example'] }], 'firefox');
    expect(rule?.condition.resourceTypes).toContain('beacon');
  });

  it('writes no rule for a profile that is off or has no usable server', () => {
    expect(buildRules([{ analyticsBaseUrl: 'https://s.example', hosts: [] }], 'chrome')).toEqual([]);
    expect(buildRules([{ analyticsBaseUrl: '', hosts: ['a.example'] }], 'chrome')).toEqual([]);
  });

  it('merges two profiles of the same server into one rule and numbers servers from the first id', () => {
    const rules = buildRules(
      [
        { analyticsBaseUrl: 'https://b.example', hosts: ['one.example'] },
        { analyticsBaseUrl: 'https://a.example', hosts: ['x.example'] },
        { analyticsBaseUrl: 'https://b.example/', hosts: ['two.example', 'one.example'] },
      ],
      'chrome',
    );
    expect(rules.map((rule) => [rule.id, rule.condition.urlFilter, rule.condition.initiatorDomains])).toEqual(
      [
        [RULE_IDS.first, '|https://a.example/api/event^', ['www.x.example', 'x.example']],
        [
          RULE_IDS.first + 1,
          '|https://b.example/api/event^',
          ['one.example', 'two.example', 'www.one.example', 'www.two.example'],
        ],
      ],
    );
  });

  it('writes an international host in its ASCII form and an IP address without www.', () => {
    const [rule] = buildRules(
      [{ analyticsBaseUrl: 'https://s.example', hosts: ['müller.de', '127.0.0.1', 'localhost'] }],
      'chrome',
    );
    expect(rule?.condition.initiatorDomains).toEqual([
      '127.0.0.1',
      'localhost',
      'www.xn--mller-kva.de',
      'xn--mller-kva.de',
    ]);
  });
});

describe('planUpdate', () => {
  const wanted = buildRules([{ analyticsBaseUrl: 'https://s.example', hosts: ['a.example'] }], 'chrome');

  it('writes nothing when the browser holds the same rules, whatever defaults it added', () => {
    const held = wanted.map((rule) => ({
      ...rule,
      condition: { ...rule.condition, isUrlFilterCaseSensitive: false },
    })) as Rule[];
    expect(planUpdate(held, wanted)).toBeNull();
  });

  it('replaces our rules when the sites changed', () => {
    const held = buildRules([{ analyticsBaseUrl: 'https://s.example', hosts: ['old.example'] }], 'chrome');
    expect(planUpdate(held, wanted)).toEqual({ removeRuleIds: [RULE_IDS.first], addRules: wanted });
  });

  it('removes every rule of ours when the switch is off, and never touches other rules', () => {
    const other: Rule = { id: 5, action: { type: 'block' }, condition: {} };
    expect(planUpdate([other, ...wanted], [])).toEqual({ removeRuleIds: [RULE_IDS.first], addRules: [] });
    expect(planUpdate([other], [])).toBeNull();
  });

  it("removes the rules an earlier version kept in its own id range when it adds today's", () => {
    const earlier: Rule = { ...wanted[0], id: EARLIER_RULE_IDS.first } as Rule;
    expect(planUpdate([earlier], wanted)).toEqual({
      removeRuleIds: [EARLIER_RULE_IDS.first],
      addRules: wanted,
    });
  });
});
