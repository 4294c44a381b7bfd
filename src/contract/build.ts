import { z } from 'zod'

/**
 * GET /api/build-id (buildIdPath, in routes.ts): the id of the client build the server is
 * serving. The client polls it (buildId.pollMs) and offers a reload when it differs from its own.
 */
export { buildIdPath } from './routes'

export const buildIdResponse = z.object({
  /** A hash of the build's manifest; `unbuilt` when no client build is present. */
  build_id: z.string(),
})
export type BuildIdResponse = z.infer<typeof buildIdResponse>
