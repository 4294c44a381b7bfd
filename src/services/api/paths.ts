/** A contract path with its `:name` parameters filled in, each encoded as one segment. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`No value for :${name} in ${path}`)
    return encodeURIComponent(value)
  })
}
