import { randomInt } from 'node:crypto'
import { trackedLinks } from '../../../../../src/contract/constants'
import { linkCodeAlphabet } from '../../../../../src/contract/tracked-link'

/**
 * A fresh code for a message's tracked offer link (`/l/<code>`, stored as its `link_code`, which
 * is unique): base62 letters drawn from the system's random source, so a code is unguessable.
 */
export function newLinkCode(): string {
  let code = ''
  for (let index = 0; index < trackedLinks.codeLength; index++)
    code += linkCodeAlphabet[randomInt(linkCodeAlphabet.length)]
  return code
}
