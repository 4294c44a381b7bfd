// The API as a benchmark calls it: JSON over real HTTP with a bearer token, and the figures.
import { startProduct } from './server.mjs'

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

/** `p50 … ms  p95 … ms`, each time padded to `width` so that rows line up. */
export const spreadText = ({ p50, p95 }, width = 0) =>
  `p50 ${ms(p50).padStart(width)}  p95 ${ms(p95).padStart(width)}`

export const thousands = (value) => Math.round(value).toLocaleString('en-GB')

/** What the bench is doing meanwhile (the figures come once a backend is done). */
export const step = (backend, text) => process.stderr.write(`  ${backend}: ${text}…\n`)

/**
 * p50 and p95 of `requests.measured` calls of `once`, one after another, after
 * `requests.warmUp` unmeasured ones; `last` is what the last call answered.
 */
export async function latency(requests, once) {
  for (let i = 0; i < requests.warmUp; i++) await once()
  const times = []
  let last
  for (let i = 0; i < requests.measured; i++) {
    const started = performance.now()
    last = await once()
    times.push(performance.now() - started)
  }
  return { ...spread(times), last }
}

/**
 * Registers the bench's user through a product started on `env` for that alone (stopped
 * again before the database is seeded behind its back).
 */
export async function registerUser(env, email, password) {
  const product = await startProduct(env)
  try {
    const session = await call(product.url, 'register', {
      method: 'POST',
      body: { name: 'Bench User', email, password, password_confirmation: password },
    })
    return { id: session.user.id, teamId: session.user.current_team_id }
  } finally {
    await product.stop()
  }
}
