// The API as a benchmark calls it: JSON over real HTTP with a bearer token, and the figures.
export const apiBase = '/api/proxy/api/v1'

export async function call(url, path, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${url}${apiBase}/${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
  return JSON.parse(text)
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]

/** p50 and p95 of `times` (milliseconds). */
export function spread(times) {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) }
}

export const ms = (value) => `${value.toFixed(1)} ms`
