import { z } from 'zod'

/**
 * GET /api/build-id: the id of the client build the server is serving. The client polls it
 * (buildId.pollMs) and offers a reload when it differs from its own. Outside /api/proxy, so it
 * stays answered by this server when the API is proxied to another backend.
 */
export const buildIdPath = '/api/build-id'

export const buildIdResponse = z.object({
  /** A hash of the build's manifest; `unbuilt` when no client build is present. */
  build_id: z.string(),
})
export type BuildIdResponse = z.infer<typeof buildIdResponse>
