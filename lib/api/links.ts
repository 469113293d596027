/**
 * The link operations (docs/API.md sections 2 and 6) over the dialect adapters; the shared ones
 * are in service.ts.
 */
import { type ApiContext, apiPath } from './context';
import { adapterOf, encodeFor } from './dialects/detect';
import { isNeutralLinkQuery, resolveDialect } from './dialects/resolve';
import { check } from './field-checks';
import { parseAccount } from './records/resources';
import { accountRecord } from './resources';
import {
  type LinkCreateInput,
  type LinkListQuery,
  type LinkUpdateInput,
  linkCreateSchema,
  linkListQuerySchema,
  linkUpdateSchema,
} from './schemas';
import { commonOperations, listPage, recordPath, write } from './service';
import type { CallOptions, LinksApi } from './types';
import { checkLinkDialect, checkLinkListDialect, parseWith, validateLink, validationError } from './validate';

/** The current dialect requires a domain: the input's, else the account's default. */
async function domainForCreate(context: ApiContext, input: LinkCreateInput, options?: CallOptions) {
  if (input.domain !== undefined) return input.domain;
  context.defaultDomain ??= accountRecord(context, options).then((raw) =>
    raw ? parseAccount(raw).defaultDomain : null,
  );
  const domain = await context.defaultDomain.catch((error: unknown) => {
    context.defaultDomain = undefined; // a failed look-up is not cached
    throw error;
  });
  if (domain === null) throw validationError({ domain: [check('domain_missing')] });
  return domain;
}

export function linksApi(context: ApiContext): LinksApi {
  const known = () => context.dialects.known('links');

  async function list(query?: LinkListQuery, options?: CallOptions) {
    // validateLinkListQuery's steps, with one dialect check for a known or a resolved dialect.
    const valid = parseWith(linkListQuerySchema, query);
    let dialect = known();
    if (!dialect && !isNeutralLinkQuery(valid)) dialect = await resolveDialect(context, 'links', options);
    if (dialect) checkLinkListDialect(valid, dialect);
    return listPage(
      context,
      'links',
      encodeFor(dialect, (adapter) => adapter.encodeLinkListQuery(valid)),
      options,
    );
  }

  return {
    ...commonOperations(context, 'links', list),
    async create(input: LinkCreateInput, options?: CallOptions) {
      const valid = validateLink(linkCreateSchema, input, known());
      const dialect = await resolveDialect(context, 'links', options);
      checkLinkDialect(valid, dialect);
      const prepared =
        dialect === 'current' ? { ...valid, domain: await domainForCreate(context, valid, options) } : valid;
      const data = adapterOf(dialect).encodeLinkCreate(prepared, context);
      return write(context, 'links', 'POST', apiPath('links'), data, options);
    },
    /**
     * PUT with only the given fields: the servers update field by field ("every field optional"),
     * so a partial PUT behaves as a PATCH, and PUT is the method the description names first and
     * that every proxy and CORS configuration in front of these servers lets through.
     */
    async update(id: number, input: LinkUpdateInput, options?: CallOptions) {
      const path = recordPath('links', id);
      const valid = validateLink(linkUpdateSchema, input, known());
      const dialect = await resolveDialect(context, 'links', options, id);
      checkLinkDialect(valid, dialect);
      return write(
        context,
        'links',
        'PUT',
        path,
        adapterOf(dialect).encodeLinkUpdate(valid, context),
        options,
      );
    },
  };
}
