import fc from 'fast-check'

/** Strings written to break parsers, queries and pages. */
export const injectionStrings = [
  "' OR '1'='1",
  "'); DROP TABLE users; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literally.
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil',
  '🧨💥'.repeat(50),
  'ﷺ'.repeat(300),
  'null',
  'undefined',
  '[object Object]',
  '{"$gt": ""}',
  '\\',
  '\r\n\t',
]

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code))

/** Any text: ASCII controls, every Unicode plane, lone surrogates, injections and huge strings. */
export const hostileString = fc.oneof(
  fc.string({ unit: 'binary-ascii' }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: loneSurrogate, minLength: 1 }),
  fc.constantFrom(...injectionStrings),
  fc
    .tuple(fc.constantFrom('x', 'é', '𝄞', '\u0000'), fc.integer({ min: 256, max: 200_000 }))
    .map(([unit, times]) => unit.repeat(times)),
)

/** Any JSON value at all, hostile strings included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.jsonValue(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
)

/** A value of any type but string: always wrong for a text field. */
export const notAString: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
)

/** A body with any of `fields`, each holding anything; or not an object at all. */
export function hostileBody(fields: readonly string[]): fc.Arbitrary<unknown> {
  const record = Object.fromEntries(fields.map((field) => [field, hostileValue]))
  return fc.oneof(
    { weight: 4, arbitrary: fc.record(record, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.jsonValue() },
    { weight: 1, arbitrary: hostileString },
  )
}

/**
 * A body whose fields are all present and well-formed except `broken`, which holds a non-string:
 * a body no validation may accept.
 */
export function bodyWithWrongType(
  valid: Record<string, string>,
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(fc.constantFrom(...Object.keys(valid)), notAString)
    .map(([broken, value]) => ({ ...valid, [broken]: value }))
}
