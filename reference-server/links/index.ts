/** The five link operations, shared by both dialects (which differ in fields, rules and records). */
import type { Ctx } from '../context.ts';
import type { Link } from '../model.ts';
import { data, invalid, notFound, ok, type Reply, serverError } from '../respond.ts';
import { definedOnly } from '../validate.ts';
import { classicLinks } from './classic.ts';
import { currentLinks } from './current.ts';
import { newAlias, titleFor } from './rules.ts';

const dialectOf = (ctx: Ctx) => (ctx.dialect === 'current' ? currentLinks : classicLinks);

/** Another account's link is a 404 too: ids must not reveal what exists. */
function owned(ctx: Ctx): Link | null {
  return ctx.data.links.find((l) => l.id === ctx.id && l.userId === ctx.account.id) ?? null;
}

export function listLinks(ctx: Ctx): Reply {
  return dialectOf(ctx).list(ctx);
}

export function showLink(ctx: Ctx): Reply {
  const link = owned(ctx);
  return link ? data(dialectOf(ctx).render(ctx, link)) : notFound();
}

export function storeLink(ctx: Ctx): Reply {
  const d = dialectOf(ctx);
  const { patch, errors, crash } = d.validate(ctx, null);
  if (errors.any) return invalid(errors.fields);
  if (crash === 'before-save') return serverError();
  const id = ctx.store.nextId('link');
  const domainId = patch.domainId ?? null;
  const link: Link = {
    id,
    userId: ctx.account.id,
    alias: patch.alias ?? newAlias(ctx.data, domainId, id),
    url: patch.url!,
    title: titleFor(patch.url!),
    domainId,
    spaceId: null,
    pixelIds: [],
    disabled: 0,
    privacy: 0,
    statsPassword: null,
    redirectPassword: null,
    expirationUrl: null,
    clicksLimit: 0,
    startsAt: null,
    endsAt: null,
    targetType: null,
    targets: {},
    sensitiveContent: 0,
    lastRotation: 0,
    clicks: 0,
    ...definedOnly(patch),
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  ctx.data.links.push(link);
  return crash ? serverError(true) : data(d.created(ctx, link), 201);
}

export function updateLink(ctx: Ctx): Reply {
  const link = owned(ctx);
  if (!link) return notFound();
  const d = dialectOf(ctx);
  const { patch, errors, crash } = d.validate(ctx, link);
  if (errors.any) return invalid(errors.fields);
  // What real servers do with a list sent as a bare empty value (rules.ts, Crash).
  if (crash === 'before-save') return serverError();
  Object.assign(link, definedOnly(patch), { updatedAt: ctx.now });
  return crash ? serverError(true) : data(d.render(ctx, link));
}

export function deleteLink(ctx: Ctx): Reply {
  const link = owned(ctx);
  if (!link) return notFound();
  ctx.data.links = ctx.data.links.filter((l) => l !== link);
  return ok({ id: link.id, object: 'link', deleted: true, status: 200 });
}
