/** Joins the class names that are set, skipping the ones a condition left out. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ')
}
