import { trackedLinks } from './constants'

/**
 * A campaign message's offer link: `https://<tracking domain>/l/<code>`. The tracking domain
 * points at the server, which answers the code with a redirect to the offer and counts the click
 * (server/src/routes/tracked-links.ts). Pure: the server makes the codes, everyone formats them.
 */

/** Base62: letters and digits only, so a link survives any SMS encoding and any URL parser. */
export const linkCodeAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

export const linkCodePattern = new RegExp(`^[0-9A-Za-z]{${trackedLinks.codeLength}}$`)

export const trackedLink = (trackingDomain: string, code: string): string =>
  `https://${trackingDomain}${trackedLinks.pathPrefix}${code}`

/** How long a tracked link through this domain is: every link of a campaign is this long. */
export const trackedLinkLength = (trackingDomain: string): number =>
  trackedLink(trackingDomain, '').length + trackedLinks.codeLength
