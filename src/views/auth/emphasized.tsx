import type { ReactNode } from 'react'

const strong = (value: string, index: number) => <strong key={index}>{value}</strong>

/**
 * A translated sentence with the values it was given set apart (bold by default): the sentence
 * comes whole from the catalogue, in whatever order its language puts the values, and each
 * value is found in it and wrapped where it first appears.
 */
export function emphasized(
  sentence: string,
  values: readonly string[],
  wrap: (value: string, index: number) => ReactNode = strong,
): ReactNode[] {
  const parts: ReactNode[] = []
  let rest = sentence
  const pending = values.filter((value) => value !== '')
  while (pending.length > 0) {
    const found = pending
      .map((value) => ({ value, at: rest.indexOf(value) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)[0]
    if (!found) break
    if (found.at > 0) parts.push(rest.slice(0, found.at))
    parts.push(wrap(found.value, parts.length))
    rest = rest.slice(found.at + found.value.length)
    pending.splice(pending.indexOf(found.value), 1)
  }
  if (rest) parts.push(rest)
  return parts
}
