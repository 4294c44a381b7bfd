import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { parseSync } from 'vite'

/**
 * The modules the entry chunk holds: everything src/main.tsx imports statically, through the
 * route tree into each route file. The router plugin moves a route's split properties (its
 * component, pending, error and not-found components and its loader) into chunks of their own,
 * so a route file's imports count only when something else in the file uses them: its params,
 * validateSearch, beforeLoad or loaderDeps, which run while the router matches a URL.
 */

const root = resolve(import.meta.dirname, '../../..')
const routesDirectory = 'src/views/routes/'
// The root route is never split: its components render on every page.
const rootRoute = `${routesDirectory}__root.tsx`
const splitProperties = new Set([
  'component',
  'pendingComponent',
  'errorComponent',
  'notFoundComponent',
  'loader',
])
const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx']

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

function* walk(node: Node): Generator<Node> {
  yield node
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) yield* walk(item)
    if (isNode(value)) yield* walk(value)
  }
}

/** A relative import as a file of the checkout, or a bare one as its package (`npm:zod`). */
function resolveImport(specifier: string, importer: string): string {
  if (!specifier.startsWith('.')) {
    const parts = specifier.split('/')
    return `npm:${specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]}`
  }
  const base = resolve(dirname(resolve(root, importer)), specifier)
  for (const candidate of ['', ...extensions].map((extension) => base + extension)) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return relative(root, candidate)
  }
  // A stylesheet or another asset: nothing of it runs.
  return `asset:${relative(root, base)}`
}

interface Import {
  source: string
  /** The local names it binds (none for a side-effect import or a re-export). */
  locals: string[]
}

/** The imports that run: `import type` and type-only specifiers are erased. */
function runtimeImports(program: Node): Import[] {
  const imports: Import[] = []
  for (const statement of program.body as Node[]) {
    const source = (statement.source as { value?: string } | null | undefined)?.value
    if (!source) continue
    if (statement.type === 'ImportDeclaration' && statement.importKind !== 'type') {
      const specifiers = statement.specifiers as Node[]
      const values = specifiers.filter((specifier) => specifier.importKind !== 'type')
      if (specifiers.length > 0 && values.length === 0) continue
      imports.push({
        source,
        locals: values.map((specifier) => (specifier.local as Node).name as string),
      })
    }
    if (
      (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') &&
      statement.exportKind !== 'type'
    ) {
      imports.push({ source, locals: [] })
    }
  }
  return imports
}

/** The spans of a route's split properties: `createFileRoute(path)({ component, loader, ... })`. */
function splitSpans(program: Node): [number, number][] {
  const spans: [number, number][] = []
  for (const node of walk(program)) {
    if (node.type !== 'CallExpression' || !isNode(node.callee)) continue
    if (node.callee.type !== 'CallExpression') continue
    const options = (node.arguments as Node[])[0]
    if (options?.type !== 'ObjectExpression') continue
    for (const property of options.properties as Node[]) {
      const key = property.key as Node | undefined
      if (key && splitProperties.has(key.name as string) && isNode(property.value)) {
        spans.push([property.value.start, property.value.end])
      }
    }
  }
  return spans
}

/** The names a top-level statement declares (`function Screen`, `const a = …`, exported or not). */
function declaredNames(statement: Node): string[] {
  const declaration = isNode(statement.declaration) ? statement.declaration : statement
  if (isNode(declaration.id)) return [declaration.id.name as string]
  const declarators = (declaration.declarations as Node[] | undefined) ?? []
  return declarators.flatMap((declarator) =>
    isNode(declarator.id) && declarator.id.type === 'Identifier'
      ? [declarator.id.name as string]
      : [],
  )
}

const isExported = (statement: Node) => statement.type.startsWith('Export')

/**
 * A route file's imports that stay in the entry: those its exports use outside the split
 * properties, directly or through the file's own helpers. A helper only a split property uses
 * (`component: DesignRoute`) moves to the split chunk with it, as the plugin does.
 */
function criticalImports(program: Node, imports: Import[]): Import[] {
  const spans = splitSpans(program)
  const statements = (program.body as Node[]).filter((node) => node.type !== 'ImportDeclaration')
  const helpers = new Map(
    statements
      .filter((statement) => !isExported(statement))
      .flatMap((statement) => declaredNames(statement).map((name) => [name, statement] as const)),
  )
  const used = new Set<string>()
  const queue = statements.filter(isExported)
  const seen = new Set(queue)
  for (let statement = queue.shift(); statement; statement = queue.shift()) {
    for (const node of walk(statement)) {
      if (node.type !== 'Identifier' && node.type !== 'JSXIdentifier') continue
      if (spans.some(([start, end]) => node.start >= start && node.end <= end)) continue
      const name = node.name as string
      used.add(name)
      const helper = helpers.get(name)
      if (helper && !seen.has(helper)) {
        seen.add(helper)
        queue.push(helper)
      }
    }
  }
  return imports.filter(
    ({ locals }) => locals.length === 0 || locals.some((local) => used.has(local)),
  )
}

/** Every module in the entry chunk, each with the module that first brought it in. */
export function entryGraph(entry = 'src/main.tsx'): Map<string, string | null> {
  const importedBy = new Map<string, string | null>([[entry, null]])
  const queue = [entry]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (file.startsWith('npm:') || file.startsWith('asset:')) continue
    const code = readFileSync(resolve(root, file), 'utf8')
    const program = parseSync(file, code).program as unknown as Node
    let imports = runtimeImports(program)
    if (file.startsWith(routesDirectory) && file !== rootRoute)
      imports = criticalImports(program, imports)
    for (const { source } of imports) {
      const target = resolveImport(source, file)
      if (importedBy.has(target)) continue
      importedBy.set(target, file)
      queue.push(target)
    }
  }
  return importedBy
}

/** How the entry reaches a module: main.tsx first, the module last. */
export function importChain(graph: Map<string, string | null>, module: string): string[] {
  const chain: string[] = []
  for (let at: string | null | undefined = module; at; at = graph.get(at)) chain.unshift(at)
  return chain
}
