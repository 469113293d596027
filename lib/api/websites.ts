/**
 * The website operations (docs/API.md sections 3 and 6) over the dialect adapters; the shared
 * ones are in service.ts.
 */
import { type ApiContext, apiPath } from './context';
import { classicDialect } from './dialects/classic';
import { currentDialect } from './dialects/current';
import { adapterOf, encodeFor } from './dialects/detect';
import { websiteSettings } from './dialects/encoding';
import { resolveDialect } from './dialects/resolve';
import {
  type WebsiteCreateInput,
  type WebsiteListQuery,
  type WebsiteUpdateInput,
  websiteCreateSchema,
  websiteListQuerySchema,
  websiteUpdateSchema,
} from './schemas';
import { commonOperations, listPage, recordPath, write } from './service';
import type { CallOptions, WebsitesApi } from './types';
import { parseWith, validateWebsite } from './validate';

export function websitesApi(context: ApiContext): WebsitesApi {
  /** Every website query can be said in both dialects at once: a list never needs to probe. */
  async function list(query?: WebsiteListQuery, options?: CallOptions) {
    const valid = parseWith(websiteListQuerySchema, query);
    const dialect = context.dialects.known('websites');
    return listPage(
      context,
      'websites',
      encodeFor(dialect, (adapter) => adapter.encodeWebsiteListQuery(valid)),
      options,
    );
  }

  return {
    ...commonOperations(context, 'websites', list),
    async create(input: WebsiteCreateInput, options?: CallOptions) {
      const valid = validateWebsite(websiteCreateSchema, input);
      const dialect = await resolveDialect(context, 'websites', options);
      // Still unknown (a guess): both names of the host, each server ignores the one it does not know.
      const data = context.dialects.known('websites')
        ? adapterOf(dialect).encodeWebsiteCreate(valid)
        : { ...currentDialect.encodeWebsiteCreate(valid), ...classicDialect.encodeWebsiteCreate(valid) };
      return write(context, 'websites', 'POST', apiPath('websites'), data, options);
    },
    /** PUT with only the given fields (see links' update); the settings are spelled alike in both dialects, so no probe. */
    async update(id: number, input: WebsiteUpdateInput, options?: CallOptions) {
      const path = recordPath('websites', id);
      return write(
        context,
        'websites',
        'PUT',
        path,
        websiteSettings(validateWebsite(websiteUpdateSchema, input)),
        options,
      );
    },
  };
}
