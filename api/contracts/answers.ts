/**
 * The two envelopes every JSON answer uses, as schemas: one record `{ data }` and a list `{ data, total, filtered }`.
 * Response contracts wrap their row schema in them for the OpenAPI document and for the tests that parse answers.
 */
import { z } from 'zod';

/** `{ data: row }`. */
export const dataOf = <T extends z.ZodType>(row: T) => z.object({ data: row });

/** `{ data: row[], total, filtered }`. */
export const listOf = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), total: z.number(), filtered: z.number() });
