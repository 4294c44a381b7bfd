import { randomToken } from '../security/secrets'

/** A phone's secret, which its app posts with: `phone_` and 256 random bits, URL-safe. */
export const newPhoneToken = () => `phone_${randomToken()}`
