import { describe, expect, it } from 'vitest'
import { resources } from '../../server/src/resources/registry'
import type { Registered } from './support/accounts'
import { registerVerified } from './support/accounts'
import { sampleFor } from './support/resource-samples'
import { apiTokenFor } from './support/teams'
import { apiBase, backends, useTestServer } from './support/test-server'

/**
 * For every resource the engine serves: rows made by team A answer 404 to team B on show, update
 * and destroy (through a session and through an API token), never appear in B's list, and are
 * unchanged afterwards. New resources are covered by being registered.
 */
describe.each(backends)('tenant isolation of every registered resource on %s', (backend) => {
  const server = useTestServer(backend)
  let sequence = 0

  it('registers resources at distinct paths, each with a sample', () => {
    const paths = resources.map((resource) => resource.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths) expect(() => sampleFor(path)).not.toThrow()
  })

  describe.each(resources.map((resource) => [resource.path]))('%s', (path) => {
    const sample = sampleFor(path)
    const url = (suffix = '') => `${apiBase}/${path}${suffix}`

    async function store(account: Registered | string) {
      sequence += 1
      const token = typeof account === 'string' ? account : account.accessToken
      const response = await server.request('POST', url(), { token, body: sample.create(sequence) })
      expect(response.status, JSON.stringify(response.body)).toBe(201)
      return response.body as { id: string }
    }

    async function listedIds(token: string): Promise<string[]> {
      const ids: string[] = []
      for (let page = 1; ; page++) {
        const response = await server.request('GET', url(`?per_page=100&page=${page}`), { token })
        expect(response.status).toBe(200)
        const made = response.body.data.filter(
          (row: Record<string, unknown>) => !sample.isBuiltIn?.(row),
        )
        ids.push(...made.map((row: { id: string }) => row.id))
        if (page >= response.body.meta.last_page) return ids
      }
    }

    it('answers 404 to another team for show, update and destroy, and leaves the row as it was', async () => {
      const teamA = await registerVerified(server, { name: 'Alice A' })
      const teamB = await registerVerified(server, { name: 'Bob B' })
      const row = await store(teamA)
      const bToken = await apiTokenFor(server, teamB)
      for (const token of [teamB.accessToken, bToken.secret]) {
        const shown = await server.request('GET', url(`/${row.id}`), { token })
        expect(shown.status).toBe(404)
        const updated = await server.request('PUT', url(`/${row.id}`), {
          token,
          body: sample.update,
        })
        expect(updated.status).toBe(404)
        const destroyed = await server.request('DELETE', url(`/${row.id}`), { token })
        expect(destroyed.status).toBe(404)
      }
      const still = await server.request('GET', url(`/${row.id}`), { token: teamA.accessToken })
      expect(still.status).toBe(200)
      expect(still.body).toEqual(row)
    })

    it("never lists another team's rows", async () => {
      const teamA = await registerVerified(server)
      const teamB = await registerVerified(server)
      const aRows = [await store(teamA), await store(teamA)]
      const bRow = await store(teamB)
      const bSees = await listedIds(teamB.accessToken)
      expect(bSees).toEqual([bRow.id])
      const aSees = await listedIds(teamA.accessToken)
      expect(aSees.sort()).toEqual(aRows.map((row) => row.id).sort())
      const bToken = await apiTokenFor(server, teamB, ['read'])
      expect(await listedIds(bToken.secret)).toEqual([bRow.id])
    })

    it('keeps a member’s rows in the team they made them in, not in their other teams', async () => {
      const ada = await registerVerified(server)
      const personalRow = await store(ada)
      const created = await server.request('POST', `${apiBase}/teams`, {
        token: ada.accessToken,
        body: { name: 'Second team' },
      })
      expect(created.status).toBe(201)
      expect(await listedIds(ada.accessToken)).toEqual([])
      const shown = await server.request('GET', url(`/${personalRow.id}`), {
        token: ada.accessToken,
      })
      expect(shown.status).toBe(404)
    })
  })
})
