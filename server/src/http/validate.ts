import type { Context } from 'hono'
import type { z } from 'zod'
import { fromSearchParams } from '../../../src/contract/list'
import { ApiError, ValidationError } from './errors'

function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  // reportInput lets the messages tell a missing field from a wrong one; inputs are not echoed.
  const result = schema.safeParse(input, { reportInput: true })
  if (!result.success) throw ValidationError.fromZod(result.error)
  return result.data
}

/** The JSON body parsed by `schema`. An empty body reads as `{}`, so missing fields are named. */
export async function readBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  const text = await c.req.text()
  let input: unknown = {}
  if (text.trim() !== '') {
    try {
      input = JSON.parse(text)
    } catch {
      throw new ApiError(400, 'request.invalidJson')
    }
  }
  return parse(schema, input)
}

/** The query string parsed by `schema`; `filter[x]=y` arrives as `{filter: {x: 'y'}}`. */
export function readQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.output<Schema> {
  return parse(schema, fromSearchParams(new URL(c.req.url).searchParams))
}
