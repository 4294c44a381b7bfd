import { expect } from 'vitest'
import writeXlsxFile, { type SheetData } from 'write-excel-file/node'
import { networks, smsRoutes, vendorRates } from '../../../server/src/db/schema'
import { indexNetworkPrefixes } from '../../../server/src/domain/networks/prefix-index'
import type { RateSheetResource } from '../../../src/contract/rate-sheet'
import { eventually } from './audience'
import { type ApiResponse, apiBase, type TestServer } from './test-server'

/** A workbook of named sheets, written by write-excel-file as a vendor's XLSX would be. */
export const xlsxOf = (sheets: { name: string; rows: SheetData }[]): Promise<Buffer> =>
  writeXlsxFile(sheets.map(({ name, rows }) => ({ sheet: name, data: rows }))).toBuffer()

/** A route of the team, straight into the table (the routes CRUD is another item's). */
export async function insertRoute(server: TestServer, teamId: string, name = 'Vendor A route') {
  const [route] = await server.db
    .insert(smsRoutes)
    .values({ teamId, name, vendorName: 'Vendor A' })
    .returning()
  if (!route) throw new Error('no route')
  return route
}

/** Networks of the team by `mcc mnc`, each with its prefixes indexed. */
export async function insertNetworks(
  server: TestServer,
  teamId: string,
  given: { mcc: string; mnc: string; country: string; prefixes?: string[] }[],
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {}
  for (const network of given) {
    const [row] = await server.db
      .insert(networks)
      .values({ teamId, name: `Net ${network.mcc} ${network.mnc}`, prefixes: [], ...network })
      .returning()
    if (!row) throw new Error('no network')
    await indexNetworkPrefixes(server.db, teamId, row)
    ids[`${network.mcc} ${network.mnc}`] = row.id
  }
  return ids
}

export async function insertRate(
  server: TestServer,
  values: {
    teamId: string
    routeId: string
    networkId: string | null
    country: string
    price: string
    from: string
    till?: string
  },
) {
  await server.db.insert(vendorRates).values({
    teamId: values.teamId,
    routeId: values.routeId,
    networkId: values.networkId,
    country: values.country,
    price: values.price,
    currency: 'EUR',
    effectiveFrom: new Date(values.from),
    effectiveTill: values.till ? new Date(values.till) : null,
  })
}

/** Uploads a sheet for a route as the screen does (multipart: `file` and `route_id`). */
export async function uploadSheet(
  server: TestServer,
  token: string,
  content: string | Uint8Array,
  filename: string,
  routeId: string,
): Promise<ApiResponse> {
  const form = new FormData()
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content
  form.append('route_id', routeId)
  form.append('file', new Blob([bytes as BlobPart]), filename)
  const response = await server.app.request(`${apiBase}/sms/routing/rates/inboxes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    body: form,
  })
  const text = await response.text()
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
  }
}

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>

/** Parses a sheet with a profile and waits for the background work to finish it. */
export async function parseSheet(
  call: Call,
  sheetId: string,
  profileId: string,
): Promise<RateSheetResource> {
  const queued = await call('POST', 'sms/rate-parser', { sheet_id: sheetId, profile_id: profileId })
  expect(queued.status, JSON.stringify(queued.body)).toBe(202)
  const done = await eventually(
    () => call('GET', `sms/routing/rates/inboxes/${sheetId}`),
    (answer) => answer.body?.status !== 'parsing',
  )
  return done.body
}
