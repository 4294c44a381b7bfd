import { hubEndpointLimits } from '../../../../src/contract/constants'
import { hashPassword } from '../security/passwords'
import { randomToken, sha256 } from '../security/secrets'

/** The readable end of a key, to tell keys apart on screen without keeping the key. */
const hintLength = 4

/**
 * A new HTTP API key: shown once to the caller, stored as its sha256 (a 256-bit random key needs
 * no slow hash) with the last characters as a hint.
 */
export function issueApiKey(): { key: string; hash: string; hint: string } {
  const key = `${hubEndpointLimits.apiKeyPrefix}${randomToken()}`
  return { key, hash: sha256(key), hint: key.slice(-hintLength) }
}

/** The SMPP password as scrypt stores it: what a future SMPP listener checks a bind against. */
export const hashBindPassword = (password: string): Promise<string> => hashPassword(password)
