/** An app path with its query: `withQuery('/signup', { redirect: '/x' })` → `/signup?redirect=%2Fx`. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value)
  const text = search.toString()
  return text ? `${path}?${text}` : path
}
