import { createTokenStore } from './http/tokens'

/**
 * The session's tokens in this browser's local storage (services/http/tokens.ts): on their own,
 * so the sign-in pages read them without loading the HTTP client (services/network.ts).
 */
export const tokens = createTokenStore(globalThis.localStorage)
