import { resolve } from 'node:path'
import { type Plugin, parseSync } from 'vite'

interface ModuleInfo {
  code: string | null
  importedIds: string[]
}

/** What a use-walk asks of the bundle: a module's code and imports, and a specifier's module. */
export interface ModuleSource {
  info(id: string): ModuleInfo | null
  resolve(specifier: string, importer: string): Promise<string | null>
}

/** Every name a module exports, for a namespace import or an `export *` passed on whole. */
const everything = '*'

/** How one module hands names on: what it imports for its own code, and what it re-exports. */
interface Links {
  /** The module's own code runs on import, with these names of these modules. */
  imports: { specifier: string; names: string[] }[]
  /** exported name -> the module and name it comes from (`export {a as b} from`, or an import). */
  reexports: Map<string, { specifier: string; name: string }>
  /** `export * from`: names the module does not declare itself may come from these. */
  starSources: string[]
  /** Names the module declares itself. */
  locals: Set<string>
  /** Only imports and exports: importing it runs nothing, so only the names asked matter. */
  barrel: boolean
}

function specifiersOf({ imports, reexports, starSources }: Links): string[] {
  return [
    ...imports.map(({ specifier }) => specifier),
    ...[...reexports.values()].map(({ specifier }) => specifier),
    ...starSources,
  ]
}

function linksOf(id: string, code: string): Links | null {
  const parsed = parseSync(id.replace(/\?.*$/, ''), code, { lang: 'js' })
  if (parsed.errors.length > 0 || !parsed.module.hasModuleSyntax) return null
  const importedFrom = new Map<string, { specifier: string; name: string }>()
  const imports = parsed.module.staticImports.map(({ moduleRequest, entries }) => {
    const names = entries.map(({ importName, localName }) => {
      const name =
        importName.kind === 'Name'
          ? (importName.name ?? everything)
          : importName.kind === 'Default'
            ? 'default'
            : everything
      importedFrom.set(localName.value, { specifier: moduleRequest.value, name })
      return name
    })
    return { specifier: moduleRequest.value, names }
  })
  const reexports = new Map<string, { specifier: string; name: string }>()
  const starSources: string[] = []
  const locals = new Set<string>()
  for (const { entries } of parsed.module.staticExports)
    for (const { moduleRequest, importName, exportName, localName } of entries) {
      const exported = exportName.kind === 'Default' ? 'default' : exportName.name
      if (moduleRequest && exportName.kind === 'None') starSources.push(moduleRequest.value)
      else if (moduleRequest && exported !== null)
        reexports.set(exported, {
          specifier: moduleRequest.value,
          name: importName.kind === 'Name' ? (importName.name ?? everything) : everything,
        })
      else if (exported === null) continue
      else {
        const imported = localName.name ? importedFrom.get(localName.name) : undefined
        if (imported) reexports.set(exported, imported)
        else locals.add(exported)
      }
    }
  // Every import of a barrel is there to be exported again: an import for its own sake (a
  // stylesheet, a binding it keeps) runs on import, and the module is read as code.
  const reexported = new Set(
    [...reexports.values()].map((from) => `${from.specifier}\0${from.name}`),
  )
  const barrel =
    parsed.module.staticImports.every(
      ({ moduleRequest, entries }, index) =>
        entries.length > 0 &&
        (imports[index]?.names ?? []).every((name) =>
          reexported.has(`${moduleRequest.value}\0${name}`),
        ),
    ) &&
    parsed.program.body.every(
      (statement) =>
        statement.type === 'ImportDeclaration' ||
        statement.type === 'ExportAllDeclaration' ||
        (statement.type === 'ExportNamedDeclaration' && statement.declaration === null),
    )
  return { imports, reexports, starSources, locals, barrel }
}

/**
 * The modules an entry uses on its first load: its static imports, followed by name through
 * re-exporting index files (a barrel), so `import { Button } from 'react-aria-components'`
 * reaches Button's module and not the TextField, Calendar or Table the same index re-exports.
 * A module whose code cannot be read this way (CommonJS, a parse error, a specifier that does not
 * resolve) is followed whole, through every module it imports: more than it uses, never less.
 */
export async function modulesUsedBy(roots: string[], source: ModuleSource): Promise<Set<string>> {
  const asked = new Map<string, Set<string>>()
  const ran = new Set<string>()
  const links = new Map<string, Links | null>()
  const resolved = new Map<string, string | null>()
  const pending = roots.map((id) => ({ id, names: [everything] }))

  const idOf = async (specifier: string, importer: string) => {
    const key = `${importer}\0${specifier}`
    if (!resolved.has(key)) resolved.set(key, await source.resolve(specifier, importer))
    return resolved.get(key) ?? null
  }
  const linksFor = (id: string, info: ModuleInfo) => {
    if (!links.has(id)) links.set(id, info.code === null ? null : linksOf(id, info.code))
    return links.get(id) ?? null
  }
  /** Follows a module whole: all it imports, with every name. */
  const followWhole = (info: ModuleInfo) => {
    for (const imported of info.importedIds) pending.push({ id: imported, names: [everything] })
  }

  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { id, names } = next
    const info = source.info(id)
    if (!info) continue
    const seen = asked.get(id) ?? new Set<string>()
    const fresh = names.filter((name) => !seen.has(name) && !seen.has(everything))
    if (ran.has(id) && fresh.length === 0) continue
    asked.set(id, new Set([...seen, ...fresh]))
    const moduleLinks = linksFor(id, info)
    if (!moduleLinks) {
      if (!ran.has(id)) followWhole(info)
      ran.add(id)
      continue
    }
    const follow = async (specifier: string, asked: string[]) => {
      const target =
        (await idOf(specifier, id)) ?? (info.importedIds.includes(specifier) ? specifier : null)
      if (target) pending.push({ id: target, names: asked })
      return target !== null
    }
    let whole = false
    if (!ran.has(id)) {
      ran.add(id)
      if (!moduleLinks.barrel)
        for (const { specifier, names: imported } of moduleLinks.imports)
          whole = !(await follow(specifier, imported)) || whole
      // Imports a later stage of the build adds (Vite's preload helper) run with the module.
      const written = new Set(
        await Promise.all(specifiersOf(moduleLinks).map((specifier) => idOf(specifier, id))),
      )
      for (const imported of info.importedIds)
        if (!written.has(imported)) pending.push({ id: imported, names: [everything] })
    }
    const wanted = fresh.includes(everything)
      ? [...moduleLinks.reexports.keys(), ...(moduleLinks.starSources.length ? [everything] : [])]
      : fresh
    for (const name of wanted) {
      const reexport = moduleLinks.reexports.get(name)
      if (reexport) whole = !(await follow(reexport.specifier, [reexport.name])) || whole
      else if (!moduleLinks.locals.has(name))
        for (const star of moduleLinks.starSources) whole = !(await follow(star, [name])) || whole
    }
    if (whole) followWhole(info)
  }
  return ran
}

/**
 * The chunk of a module that an entry uses on its first load, by the entries that do: what both
 * the app and the sign-in pages (src/signin.tsx) use is `boot`, which the app takes from the cache
 * after signing in; what only the app's entry (src/main.tsx) uses is `app-boot`, so the sign-in
 * pages load none of the app's own code (its router). One chunk, not many small ones: a first
 * visit loads them all anyway, and one compresses better. What only the sign-in pages use is left
 * to rolldown's own splitting: the app's pages import the sign-in screens' parts too (its forms,
 * the page frame), and a chunk of the sign-in pages would bring the sign-in screens along to every
 * page that has a form.
 *
 * By use, not by reach: React Aria's index re-exports every component, so every module of it that
 * any page uses is reachable from both entries; following names through the index keeps what the
 * sign-in pages use and the app's first pages do not (a password field's toggle, a text area) out
 * of the app's first load. What the sign-in pages load only once the user turns to the form
 * (`signInLater`: the HTTP client, the journal, the toasts) and the app uses too is `boot-later`:
 * in `boot`, every sign-in page would load it first; in `app-boot`, the sign-in pages would load
 * the app's router with it. The app loads all three at once. The app's use counts its `shell` too, the layout and screens of the
 * first signed-in pages, which load as route chunks after the entry: what they share with the
 * sign-in pages (a text field, its validation) is in `boot` rather than in a chunk of its own that
 * every one of them would fetch. Only what an entry imports statically is captured (the `$initial`
 * tag), and a group takes no dependencies of what it captures (they would be the index's whole
 * reach again): the use-walk is closed under use already.
 *
 * What the sign-in pages load first and the app only on some later page (the sign-in form and its
 * field, the blank layout, the auth words: the app's forms and its own sign-in routes use them) is
 * `sign-in`: left to rolldown, it was a dozen small chunks, one per set of the app's pages that
 * import each part, which gzip a third worse than one. The app's pages that use a part take the
 * chunk whole, from the cache of the sign-in that came before them. What only the sign-in pages
 * use stays in their entry's chunk, so no page of the app runs it.
 *
 * The first signed-in pages' own modules load after the entry, with their route: left to
 * rolldown, they were thirty to fifty small chunks a page, cut by which of the app's pages share
 * each, which gzip a quarter worse than a few. What the layout uses, or all of them, is `shell`;
 * what some of them use is `<pages>-first` (`campaigns-contacts-first`: the lists' pager and
 * filters). Another page that uses a part takes its
 * chunk whole (after the first visit, from the cache).
 *
 * The plugin walks the module graph once the build has it; the groups read what it found.
 */
export function bootChunks(entries: {
  app: string
  /** The layout and, by name, the screens of the first signed-in pages. */
  shell: { layout: string; pages: Record<string, string> }
  signIn: string
  signInLater: string[]
}) {
  const used = { app: new Set<string>(), signIn: new Set<string>(), signInLater: new Set<string>() }
  const shellUse = { layout: new Set<string>(), pages: new Map<string, Set<string>>() }
  /** Every module the app may load, on any page (its dynamic imports followed too). */
  const appReach = new Set<string>()
  const entryIds = new Set([resolve(entries.app), resolve(entries.signIn)])
  const sourceDir = resolve('src')
  const plugin: Plugin = {
    name: 'switchboard-boot-chunks',
    apply: 'build',
    async buildEnd() {
      const source: ModuleSource = {
        info: (id) => this.getModuleInfo(id),
        resolve: async (specifier, importer) =>
          (await this.resolve(specifier, importer))?.id ?? null,
      }
      const { layout, pages } = entries.shell
      used.app = await modulesUsedBy(
        [entries.app, layout, ...Object.values(pages)].map((path) => resolve(path)),
        source,
      )
      shellUse.layout = await modulesUsedBy([resolve(layout)], source)
      for (const [page, screen] of Object.entries(pages))
        shellUse.pages.set(page, await modulesUsedBy([resolve(screen)], source))
      used.signIn = await modulesUsedBy([resolve(entries.signIn)], source)
      used.signInLater = await modulesUsedBy(
        entries.signInLater.map((path) => resolve(path)),
        source,
      )
      appReach.clear()
      const pending = [resolve(entries.app)]
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        const info = this.getModuleInfo(id)
        if (appReach.has(id) || !info) continue
        appReach.add(id)
        pending.push(...info.importedIds, ...info.dynamicallyImportedIds)
      }
    },
  }
  const chunkOf = (id: string) => {
    // An entry module stays in its own chunk: a chunk the app's pages import must not run the
    // sign-in entry's code, nor the sign-in pages the app's.
    if (entryIds.has(id)) return null
    const inApp = used.app.has(id)
    const inSignIn = used.signIn.has(id)
    if (!inApp) return inSignIn && appReach.has(id) ? 'sign-in' : null
    if (inSignIn) return 'boot'
    return used.signInLater.has(id) ? 'boot-later' : 'app-boot'
  }
  /** What the first signed-in pages load after the entry (their route's chunks), by page. */
  const shellChunkOf = (id: string) => {
    if (!used.app.has(id) || !id.startsWith(sourceDir)) return null
    if (shellUse.layout.has(id)) return 'shell'
    const pages = [...shellUse.pages].filter(([, use]) => use.has(id)).map(([page]) => page)
    if (pages.length === shellUse.pages.size) return 'shell'
    return pages.length > 0 ? `${pages.join('-')}-first` : null
  }
  /** Every set of the first pages but all of them (which is `shell`), in their order. */
  const pageSets: string[][] = []
  for (const page of Object.keys(entries.shell.pages))
    pageSets.push(...pageSets.map((set) => [...set, page]), [page])
  const initial = ['boot', 'boot-later', 'app-boot', 'sign-in'].map((chunk) => ({
    name: (id: string) => (chunkOf(id) === chunk ? chunk : null),
    tags: ['$initial' as const],
  }))
  const pageCount = Object.keys(entries.shell.pages).length
  const shell = [
    'shell',
    ...pageSets.filter((set) => set.length < pageCount).map((set) => `${set.join('-')}-first`),
  ].map((chunk) => ({ name: (id: string) => (shellChunkOf(id) === chunk ? chunk : null) }))
  const groups = [...initial, ...shell].map((group, index, all) => ({
    ...group,
    includeDependenciesRecursively: false,
    priority: all.length - index,
  }))
  return { plugin, groups }
}
