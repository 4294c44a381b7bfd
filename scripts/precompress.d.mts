/** The types of precompress.mjs, for the server tests that build a client folder of their own. */
export function precompressClient(clientDir: string): number
