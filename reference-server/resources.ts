/** The optional read-only resources: domains, spaces, pixels and the key's account. */
import type { Ctx } from './context.ts';
import { iso } from './links/rules.ts';
import { byKey, paginate } from './paginate.ts';
import { data, type Reply } from './respond.ts';

export function listDomains(ctx: Ctx): Reply {
  const rows = ctx.data.domains.filter((d) => d.userId === ctx.account.id).sort(byKey((d) => d.id, 'desc'));
  return paginate(ctx, rows, (d) => ({ id: d.id, name: d.name, created_at: iso(d.createdAt) }));
}

export function listSpaces(ctx: Ctx): Reply {
  const rows = ctx.data.spaces.filter((s) => s.userId === ctx.account.id).sort(byKey((s) => s.id, 'desc'));
  return paginate(ctx, rows, (s) => ({
    id: s.id,
    name: s.name,
    color: s.color,
    created_at: iso(s.createdAt),
  }));
}

export function listPixels(ctx: Ctx): Reply {
  const rows = ctx.data.pixels.filter((p) => p.userId === ctx.account.id).sort(byKey((p) => p.id, 'desc'));
  return paginate(ctx, rows, (p) => ({ id: p.id, name: p.name, type: p.type, created_at: iso(p.createdAt) }));
}

export function showAccount(ctx: Ctx): Reply {
  const a = ctx.account;
  const record: Record<string, unknown> = {
    id: a.id,
    name: a.name,
    email: a.email,
    // Both dialects: the zone the links service counts days in; null = the server's.
    timezone: a.timezone ?? null,
    created_at: iso(a.createdAt),
  };
  if (ctx.dialect === 'current') record.default_domain = a.defaultDomainId;
  return data(record);
}
