import { randomBytes } from 'node:crypto'
import { http } from '../../../../src/contract/constants'
import { audiencePaths } from '../../../../src/contract/routes'

/** A feed key: `feed_` and 32 random bytes, URL-safe (it may travel as `?key=`). */
export const newFeedKey = () => `feed_${randomBytes(32).toString('base64url')}`

/** The key's last characters, to tell keys apart without showing them. */
export const keyHint = (key: string) => `…${key.slice(-4)}`

/** Where a feed's batches are posted, from the product's root. */
export const postingPath = (feedId: string) =>
  `${http.apiBase}${http.apiVersion}/${audiencePaths.feedInbound.replace(':id', feedId)}`
