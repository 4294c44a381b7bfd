import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { Plugin } from 'vite'

const componentModule = /[\\/]react-aria-components[\\/]dist[\\/]private[\\/][^\\/]+\.mjs$/
const contextsPrefix = '\0react-aria-contexts:'

/** `const $x = /*#__PURE__*\/ (0, $y$createContext)(null);`, as React Aria's build writes them. */
const contextDeclaration =
  /^const (\$[\w$]+) = \/\*#__PURE__\*\/ \(0, \$[\w$]+\$createContext\)\((null|\{\})\);$/gm

interface Contexts {
  /** exported name -> createContext's argument */
  byName: Map<string, string>
  /** local name -> exported name */
  exportedAs: Map<string, string>
}

function exportNames(code: string): Map<string, string> {
  const names = new Map<string, string>()
  for (const [, list] of code.matchAll(/^export \{([^}]*)\};$/gm))
    for (const entry of (list ?? '').split(',')) {
      const [local, exported] = entry.trim().split(/\s+as\s+/)
      if (local) names.set(local, exported ?? local)
    }
  return names
}

function contextsOf(code: string): Contexts {
  const exported = exportNames(code)
  const byName = new Map<string, string>()
  const exportedAs = new Map<string, string>()
  for (const [, local, argument] of code.matchAll(contextDeclaration)) {
    const name = local && exported.get(local)
    if (!name || !argument) continue
    byName.set(name, argument)
    exportedAs.set(local, name)
  }
  return { byName, exportedAs }
}

/**
 * React Aria's components import each other's contexts (a text field provides the contexts of a
 * group, a text area and an autocomplete; a button the context of a progress bar), and a module
 * comes into a chunk whole: /login's first load carried the autocomplete, the progress bar's
 * number formatting and the group for contexts nobody there provides. This build step moves each
 * component module's plain contexts to a module of their own, which the module itself and every
 * component that only needs those contexts import: the same context objects, without the
 * components around them.
 */
export function ariaContexts(): Plugin {
  const cache = new Map<string, Contexts>()
  const contextsIn = (file: string) => {
    let contexts = cache.get(file)
    if (!contexts) {
      contexts = contextsOf(readFileSync(file, 'utf8'))
      cache.set(file, contexts)
    }
    return contexts
  }
  return {
    name: 'switchboard-aria-contexts',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(contextsPrefix) ? id : null),
    load(id) {
      if (!id.startsWith(contextsPrefix)) return null
      const { byName } = contextsIn(id.slice(contextsPrefix.length))
      return [
        'import { createContext } from "react";',
        ...[...byName].map(
          ([name, argument]) => `export const ${name} = /*#__PURE__*/ createContext(${argument});`,
        ),
      ].join('\n')
    },
    transform(code, id) {
      if (!componentModule.test(id)) return null
      const own = contextsOf(code)
      let changed = code.replace(contextDeclaration, (declaration, local: string) =>
        own.exportedAs.has(local) ? '' : declaration,
      )
      if (own.exportedAs.size > 0)
        changed = `import {${[...own.exportedAs]
          .map(([local, name]) => `${name} as ${local}`)
          .join(', ')}} from ${JSON.stringify(contextsPrefix + id)};\n${changed}`
      changed = changed.replace(
        /^import \{([^}]*)\} from "(\.\/[^"]+\.mjs)";$/gm,
        (statement, list: string, specifier: string) => {
          const file = resolve(dirname(id), specifier)
          const { byName } = contextsIn(file)
          const names = list.split(',').map((entry) => entry.trim().split(/\s+as\s+/)[0])
          return names.every((name) => name && byName.has(name))
            ? `import {${list}} from ${JSON.stringify(contextsPrefix + file)};`
            : statement
        },
      )
      return changed === code ? null : { code: changed, map: null }
    },
  }
}
