import { resolve } from 'node:path'

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: string[] } | null
}

/**
 * The chunk of a module that an entry imports statically (rolldown's `$initial` modules), by the
 * entries that do: what both the app (src/main.tsx) and the sign-in pages (src/signin.tsx)
 * import is `boot`, which the app takes from the cache after signing in; what only the app
 * imports is `app-boot`, so the sign-in pages load none of the app's own code (its router, its
 * layouts). One chunk, not many small ones: a first visit loads them all anyway, and one
 * compresses better. What only the sign-in pages import is left to rolldown's own splitting: the
 * app's pages import the sign-in screens' parts too (its forms, the page frame), and a chunk of
 * the sign-in pages would bring the sign-in screens along to every page that has a form.
 *
 * The shared group first: a group takes the dependencies of what it captures, and those of a
 * module both entries import are imported by both too.
 */
export function bootChunkGroups(entries: { app: string; signIn: string }) {
  let reached: { app: Set<string>; signIn: Set<string> } | undefined
  const staticGraphOf = (entry: string, graph: ModuleGraph) => {
    const seen = new Set<string>()
    const next = [resolve(entry)]
    for (let id = next.pop(); id !== undefined; id = next.pop()) {
      if (seen.has(id)) continue
      seen.add(id)
      next.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
    }
    return seen
  }
  const entryIds = new Set([resolve(entries.app), resolve(entries.signIn)])
  const chunkOf = (id: string, graph: ModuleGraph) => {
    // An entry module stays in its own chunk: a chunk the app's pages import must not run the
    // sign-in entry's code, nor the sign-in pages the app's.
    if (entryIds.has(id)) return null
    reached ??= {
      app: staticGraphOf(entries.app, graph),
      signIn: staticGraphOf(entries.signIn, graph),
    }
    const inApp = reached.app.has(id)
    const inSignIn = reached.signIn.has(id)
    if (inApp && inSignIn) return 'boot'
    return inApp && !inSignIn ? 'app-boot' : null
  }
  return ['boot', 'app-boot'].map((chunk, index, chunks) => ({
    name: (id: string, graph: ModuleGraph) => (chunkOf(id, graph) === chunk ? chunk : null),
    tags: ['$initial' as const],
    priority: chunks.length - index,
  }))
}
