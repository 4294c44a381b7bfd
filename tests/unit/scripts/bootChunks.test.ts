import { describe, expect, it } from 'vitest'
import { type ModuleSource, modulesUsedBy } from '../../../scripts/build/bootChunks'

/** A bundle of modules by id: each one's code, and its imports resolved in the order written. */
function bundle(modules: Record<string, { code: string; imports?: string[] }>): ModuleSource {
  return {
    info: (id) => {
      const module = modules[id]
      return module ? { code: module.code, importedIds: module.imports ?? [] } : null
    },
    resolve: async (specifier) =>
      specifier.replace(/^\.\//, '') in modules ? specifier.replace(/^\.\//, '') : null,
  }
}

const componentLibrary = {
  'index.mjs': {
    code: [
      "import {Button as B} from './Button.mjs'",
      "import {TextField as T} from './TextField.mjs'",
      'export {B as Button, T as TextField}',
      "export {Calendar} from './Calendar.mjs'",
      "export * from './utils.mjs'",
    ].join('\n'),
    imports: ['Button.mjs', 'TextField.mjs', 'Calendar.mjs', 'utils.mjs'],
  },
  'Button.mjs': {
    code: "import {usePress} from './utils.mjs'\nexport function Button() { return usePress() }",
    imports: ['utils.mjs'],
  },
  'TextField.mjs': { code: 'export function TextField() {}' },
  'Calendar.mjs': { code: 'export function Calendar() {}' },
  'utils.mjs': { code: 'export function usePress() {}\nexport function useLabel() {}' },
}

describe('modulesUsedBy (the boot chunks, scripts/build/bootChunks.ts)', () => {
  it('follows a name through an index that re-exports it, and no other of its modules', async () => {
    const source = bundle({
      ...componentLibrary,
      'app.js': { code: "import {Button} from './index.mjs'\nButton()", imports: ['index.mjs'] },
    })
    const used = await modulesUsedBy(['app.js'], source)
    expect([...used].sort()).toEqual(['Button.mjs', 'app.js', 'index.mjs', 'utils.mjs'])
  })

  it("finds a name in an index's `export *` when the index does not name it", async () => {
    const source = bundle({
      ...componentLibrary,
      'app.js': { code: "import {useLabel} from './index.mjs'", imports: ['index.mjs'] },
    })
    expect(await modulesUsedBy(['app.js'], source)).toEqual(
      new Set(['app.js', 'index.mjs', 'utils.mjs']),
    )
  })

  it('takes a whole index for a namespace import', async () => {
    const source = bundle({
      ...componentLibrary,
      'app.js': { code: "import * as all from './index.mjs'\nall", imports: ['index.mjs'] },
    })
    expect((await modulesUsedBy(['app.js'], source)).size).toBe(6)
  })

  it('follows whole what it cannot read by name: CommonJS, and imports added after parsing', async () => {
    const source = bundle({
      ...componentLibrary,
      'react.cjs': { code: "module.exports = require('./lib.cjs')", imports: ['lib.cjs'] },
      'lib.cjs': { code: 'module.exports = {}' },
      'preload-helper.js': { code: 'export const preload = () => {}' },
      'app.js': {
        code: "import React from './react.cjs'",
        imports: ['react.cjs', 'preload-helper.js'],
      },
    })
    expect(await modulesUsedBy(['app.js'], source)).toEqual(
      new Set(['app.js', 'react.cjs', 'lib.cjs', 'preload-helper.js']),
    )
  })
})
