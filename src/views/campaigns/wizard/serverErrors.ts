/**
 * Props that show the server's messages (a 422) at a React Aria field outside any form, at once
 * and until the value changes: the wizard's steps keep their values in the machine, not a form.
 */
export const serverErrors = (errors: readonly string[]) => ({
  validationBehavior: 'aria' as const,
  validate: () => (errors.length > 0 ? [...errors] : null),
})
