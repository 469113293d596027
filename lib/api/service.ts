/**
 * What the links and websites services do alike: read records (letting them settle the dialect
 * first), list one page, get one record, remove one. links.ts and websites.ts add what
 * differs: the list query, create and update.
 */
import { type ApiContext, apiPath, send, sendOptional } from './context';
import type { RecordOf, Service, WireForm, WireQuery } from './dialects/types';
import type { HttpMethod } from './http';
import { readPage, unwrapList, unwrapSingle } from './records/envelope';
import type { Page } from './schemas';
import type { CallOptions } from './types';
import { validateId } from './validate';

function parseRecords<S extends Service>(context: ApiContext, service: S, records: unknown[]): RecordOf<S>[] {
  context.dialects.observe(service, records);
  const parse = context.dialects.adapterFor(service).parse[service];
  return records.map((raw) => parse(raw, { linksBaseUrl: context.baseUrls.links }));
}

/** One record of a `{data: {...}}` answer. */
export function readRecord<S extends Service>(context: ApiContext, service: S, body: unknown): RecordOf<S> {
  return parseRecords(context, service, [unwrapSingle(body, service)])[0]!;
}

/** Sends a write (an encoded form) and reads the record the server answers with. */
export async function write<S extends Service>(
  context: ApiContext,
  service: S,
  method: HttpMethod,
  path: string,
  data: WireForm,
  options?: CallOptions,
): Promise<RecordOf<S>> {
  const response = await send(context, service, { method, path, form: context.encodeForm(data) }, options);
  return readRecord(context, service, response.body);
}

const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** GETs one page of the list; what the wire query asked fills in a page meta the server left out. */
export async function listPage<S extends Service>(
  context: ApiContext,
  service: S,
  query: WireQuery,
  options?: CallOptions,
): Promise<Page<RecordOf<S>>> {
  const { body } = await send(context, service, { method: 'GET', path: apiPath(service), query }, options);
  return readPage(body, parseRecords(context, service, unwrapList(body, service)), {
    page: numberOrUndefined(query.page),
    perPage: numberOrUndefined(query.per_page),
  });
}

export const recordPath = (service: Service, id: number) => `${apiPath(service)}/${validateId(id)}`;

/** list, get and remove of a service, around its `list` (walking every page: paging.ts listAll). */
export function commonOperations<S extends Service, Query extends { page?: number }>(
  context: ApiContext,
  service: S,
  list: (query?: Query, options?: CallOptions) => Promise<Page<RecordOf<S>>>,
) {
  return {
    list,
    get: async (id: number, options?: CallOptions) => {
      const response = await send(
        context,
        service,
        { method: 'GET', path: recordPath(service, id) },
        options,
      );
      return readRecord(context, service, response.body);
    },
    /** A 404 means the record is already gone: the caller's intent is met. */
    remove: async (id: number, options?: CallOptions) => {
      await sendOptional(context, service, { method: 'DELETE', path: recordPath(service, id) }, options);
    },
  };
}
