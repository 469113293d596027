/**
 * Reads the statistics answers (docs/API.md section 7) with zod/mini: a plain Laravel paginator
 * (`current_page`, `data`, `per_page`, `total`, `last_page`, ... and `"status": 200`), or for the
 * links service's `click` series just `{data, status}`. Counts are SQL SUMs or COUNTs, so they
 * may come as strings; so may the paginator's numbers. Unknown keys are ignored.
 */
import * as z from 'zod/mini';
import { lazy } from '../lazy';
import { badResponse } from '../records/values';
import type { StatPage, StatRow } from './types';

/**
 * The answers' schemas, built on the first statistics answer rather than when the worker starts
 * (a cold worker woken for a menu click or a message never reads one).
 */
function buildSchemas() {
  /** A whole number, sent as a number or as a numeric string ("42"). */
  const wholeNumber = z.union([
    z.int(),
    z.pipe(
      z.string().check(z.regex(/^\s*\d+\s*$/)),
      z.transform((text) => Number(text)),
    ),
  ]);

  /** A row's value: a referrer, a country code, a day... `null` (no referrer) reads as ''. */
  const value = z.pipe(
    z.union([z.string(), z.number(), z.null()]),
    z.transform((raw) => (raw === null ? '' : String(raw))),
  );

  const rowSchema = z.object({ value, count: wholeNumber });
  const seriesSchema = z.object({ data: z.array(rowSchema) });
  const pageSchema = z.object({
    data: z.array(rowSchema),
    current_page: z.optional(wholeNumber),
    per_page: z.optional(wholeNumber),
    total: z.optional(wholeNumber),
    last_page: z.optional(wholeNumber),
  });
  return { seriesSchema, pageSchema };
}

/** The schemas, built once (exported for the unit test). */
export const statSchemas = lazy(buildSchemas);

function parse<T>(schema: z.ZodMiniType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw badResponse('statistics in an unknown shape');
  return result.data;
}

export const readSeriesRows = (body: unknown): StatRow[] => parse(statSchemas().seriesSchema, body).data;

/** One page of a top list; what the answer leaves out comes from what was asked. */
export function readStatPage(body: unknown, asked: { page: number; perPage: number }): StatPage {
  const answer = parse(statSchemas().pageSchema, body);
  const perPage = answer.per_page || asked.perPage;
  const total = answer.total ?? answer.data.length;
  return {
    rows: answer.data,
    page: answer.current_page ?? asked.page,
    perPage,
    total,
    lastPage: answer.last_page ?? Math.max(1, Math.ceil(total / perPage)),
  };
}
