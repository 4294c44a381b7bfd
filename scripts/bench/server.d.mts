/** The types of server.mjs, for the TypeScript that starts a product of its own (tests/e2e). */
export function startProduct(
  env?: Record<string, string>,
  distDir?: string,
): Promise<{ url: string; stop: () => Promise<void> }>
