import { z } from 'zod'
import type { AppDeps } from '../../deps'
import { ApiError } from '../../http/errors'
import { said } from '../../http/words'
import { randomToken } from '../security/secrets'
import { readSignedValue, signValue } from '../security/signed-value'

/** Google's OpenID Connect endpoints (from https://accounts.google.com/.well-known/openid-configuration). */
export const googleEndpoints = {
  authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
} as const
const googleIssuers = ['https://accounts.google.com', 'accounts.google.com']

const statePurpose = 'google-oauth-state'
/** Time to choose an account on Google's page and come back. */
const stateTtlMs = 10 * 60 * 1000

/** Google sends the browser back to the client's /google/callback page, which calls the API. */
export const googleRedirectUri = (appUrl: string) => `${appUrl}/google/callback`

export interface GoogleStart {
  url: string
  /** Kept in an httpOnly cookie too, so a callback only works in the browser that started it. */
  state: string
}

export function startGoogleSignIn(
  deps: Pick<AppDeps, 'appKey' | 'clock' | 'config'>,
  clientId: string,
): GoogleStart {
  const nonce = randomToken()
  const expiresAt = new Date(deps.clock().getTime() + stateTtlMs)
  const state = signValue(deps.appKey, statePurpose, { nonce }, expiresAt)
  const url = new URL(googleEndpoints.authorization)
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: googleRedirectUri(deps.config.appUrl),
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce,
    prompt: 'select_account',
  }).toString()
  return { url: url.toString(), state }
}

const tokenResponse = z.object({ id_token: z.string() })
const idTokenClaims = z.object({
  iss: z.string(),
  aud: z.string(),
  sub: z.string().min(1).max(255),
  exp: z.number(),
  nonce: z.string(),
  email: z.email(),
  email_verified: z.boolean(),
  name: z.string().max(255).optional(),
})
export type GoogleIdentity = Pick<z.infer<typeof idTokenClaims>, 'sub' | 'email' | 'name'>

function decodeJson(base64url: string): unknown {
  try {
    return JSON.parse(Buffer.from(base64url, 'base64url').toString('utf8'))
  } catch {
    return null
  }
}

/** Why Google sign-in failed, by the catalogue's code (`google.failed`). */
type GoogleRefusal = 'staleState' | 'codeRefused' | 'unreadable' | 'foreign' | 'unverified'

const refused = (reason: GoogleRefusal) => new ApiError(400, said('google.failed', { reason }))

/**
 * Checks the state, exchanges the code at Google's token endpoint and reads the ID token. The
 * token comes straight from Google over TLS, which OpenID Connect Core (3.1.3.7, step 6) accepts
 * in place of checking its signature; issuer, audience, expiry and nonce are still checked.
 */
export async function finishGoogleSignIn(
  deps: Pick<AppDeps, 'appKey' | 'clock' | 'config' | 'fetch'>,
  google: { clientId: string; clientSecret: string },
  callback: { code: string; state: string; stateCookie: string | undefined },
): Promise<GoogleIdentity> {
  const now = deps.clock()
  const state = readSignedValue(deps.appKey, statePurpose, callback.state, now)
  if (!state || callback.stateCookie !== callback.state) throw refused('staleState')

  let response: Response
  try {
    response = await deps.fetch(googleEndpoints.token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        code: callback.code,
        client_id: google.clientId,
        client_secret: google.clientSecret,
        redirect_uri: googleRedirectUri(deps.config.appUrl),
        grant_type: 'authorization_code',
      }),
    })
  } catch {
    throw new ApiError(502, 'google.unreachable')
  }
  if (!response.ok) throw refused('codeRefused')
  const tokens = tokenResponse.safeParse(await response.json().catch(() => null))
  const payload = tokens.success ? tokens.data.id_token.split('.')[1] : undefined
  const claims = idTokenClaims.safeParse(payload ? decodeJson(payload) : null)
  if (!claims.success) throw refused('unreadable')
  const identity = claims.data
  const valid =
    googleIssuers.includes(identity.iss) &&
    identity.aud === google.clientId &&
    identity.exp * 1000 > now.getTime() &&
    identity.nonce === state.nonce
  if (!valid) throw refused('foreign')
  if (!identity.email_verified) throw refused('unverified')
  return { sub: identity.sub, email: identity.email.toLowerCase(), name: identity.name }
}
