/**
 * Props that show messages (a live problem, a 422) at a React Aria field outside any form, at
 * once and until they change: `isInvalid` alone would drop the words.
 */
export const fieldErrors = (errors: readonly string[]) => ({
  validationBehavior: 'aria' as const,
  validate: () => (errors.length > 0 ? [...errors] : null),
})
