/** The types of store.mjs, for the benchmarks written in TypeScript (trigger-sweeps.ts). */
export function openStore(
  backend: 'pglite' | 'postgres',
  root: string,
): Promise<{ env: { DATA_DIR?: string; DATABASE_URL?: string }; stop: () => Promise<void> }>
