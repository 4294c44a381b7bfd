/**
 * Sender id patterns of routing rules: `*` stands for any run of characters (none too), `?` for
 * exactly one, everything else for itself, compared without regard to case (sender ids are
 * shown in capitals by some handsets and not others). Matched by hand, not by a RegExp built
 * from the pattern, so no pattern can make matching slow.
 */
export function globMatches(pattern: string, text: string): boolean {
  const glob = [...pattern.toLowerCase()]
  const subject = [...text.toLowerCase()]
  let at = 0
  let from = 0
  let star = -1
  let resume = 0
  while (at < subject.length) {
    const want = glob[from]
    if (want === '?' || (want !== undefined && want !== '*' && want === subject[at])) {
      at += 1
      from += 1
    } else if (want === '*') {
      star = from
      resume = at
      from += 1
    } else if (star >= 0) {
      from = star + 1
      resume += 1
      at = resume
    } else return false
  }
  while (glob[from] === '*') from += 1
  return from === glob.length
}

/** Whether a pattern matches every sender id (no pattern, or only stars). */
export const globMatchesAll = (pattern: string | null): boolean =>
  pattern === null || /^\*+$/.test(pattern)

/**
 * Whether every sender `inner` matches is matched by `outer` too, as far as can be told without
 * doubt: `outer` matches all, or `inner` is a literal `outer` matches, or both are the same
 * pattern. Anything else counts as not covered (a rule is only flagged when it surely is).
 */
export function globCovers(outer: string | null, inner: string | null): boolean {
  if (globMatchesAll(outer)) return true
  if (inner === null || outer === null) return false
  if (outer.toLowerCase() === inner.toLowerCase()) return true
  return !/[*?]/.test(inner) && globMatches(outer, inner)
}
