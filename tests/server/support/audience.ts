import { expect } from 'vitest'
import type { ContactResource } from '../../../src/contract/contact'
import { samplePhone } from './resource-samples'
import { type ApiResponse, apiBase, type TestServer } from './test-server'

/** A JSON call of the API with a bearer token: `call(server, token)('POST', 'contacts', body)`. */
export function caller(server: TestServer, token?: string) {
  return (method: string, path: string, body?: unknown): Promise<ApiResponse> =>
    server.request(method, `${apiBase}/${path}`, {
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { body }),
    })
}

export type Call = ReturnType<typeof caller>

/** Stores a contact through the API (201 expected) and answers it. */
export async function storeContact(
  call: Call,
  n: number,
  extra: Record<string, unknown> = {},
): Promise<ContactResource> {
  const response = await call('POST', 'contacts', { phone: samplePhone(n), ...extra })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

/** Sends a file as multipart/form-data in the field `file`, as a browser's upload does. */
export async function uploadFile(
  server: TestServer,
  token: string,
  content: string | Uint8Array,
  filename = 'contacts.csv',
  field = 'file',
): Promise<ApiResponse> {
  const form = new FormData()
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content
  form.append(field, new Blob([bytes as BlobPart], { type: 'text/csv' }), filename)
  return send(server, token, form)
}

/** Posts a prepared body (FormData or a stream) to the upload call and reads the answer. */
export async function send(
  server: TestServer,
  token: string,
  body: FormData | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  const response = await server.app.request(`${apiBase}/data-files/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
  const text = await response.text()
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
  }
}

/** Polls `read` until `done` holds for its answer (background work), or fails after `ms`. */
export async function eventually<Value>(
  read: () => Promise<Value>,
  done: (value: Value) => boolean,
  ms = 60_000,
): Promise<Value> {
  const until = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > until)
      throw new Error(`Still not done: ${JSON.stringify(value).slice(0, 500)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A raw (non-JSON) answer: CSV downloads. */
export async function download(
  server: TestServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await server.app.request(`${apiBase}/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, text: await response.text(), headers: response.headers }
}

/** Parses CSV text the simple way (tests write and read their own files). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let cell = ''
  let row: string[] = []
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else if (char !== '\r') cell += char
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell])
  return rows
}
