import { describe, expect, it } from 'vitest'
import { otherSignInScreenModules } from '../../../src/views/auth/signInScreens'
import { entryGraph, importChain } from '../support/entryGraph'

/**
 * The entry chunk loads on every first visit, /login included (budget: 150 KB of gzipped JS,
 * `npm run bench`). Routes keep what only they need out of it: a route's params and search
 * validation and its loaderDeps import only light code (not the contract's zod schemas), and
 * its loader and screens are split off by the router plugin.
 */
const graph = entryGraph()

/** Libraries no page needs before it has matched a route: each is tens of KB. */
const heavyLibraries = [
  'npm:zod',
  'npm:libphonenumber-js',
  'npm:@internationalized/date',
  'npm:@xyflow/react',
  // The charts' scales and shapes: only the report pages draw charts.
  'npm:d3-scale',
  'npm:d3-shape',
]

/** The session's own calls; every other API wrapper belongs to the route (loader) that calls it. */
const sessionApis = [
  'src/services/api/auth.ts',
  'src/services/api/paths.ts',
  'src/services/api/teams.ts',
]

const chains = (modules: string[]) =>
  modules.map((module) => importChain(graph, module).join(' -> '))

describe('the entry chunk', () => {
  it('reaches the route tree and the session', () => {
    expect(graph.has('src/views/routeTree.gen.ts')).toBe(true)
    expect(graph.has('src/services/session.ts')).toBe(true)
    expect(graph.has('npm:react-dom')).toBe(true)
  })

  it('holds none of the heavy libraries', () => {
    expect(chains(heavyLibraries.filter((library) => graph.has(library)))).toEqual([])
  })

  it("holds no route's API calls, loader or screen", () => {
    const routeSpecific = [...graph.keys()].filter(
      (module) =>
        (module.startsWith('src/services/api/') && !sessionApis.includes(module)) ||
        /Loader\.ts$|Screen\.tsx$/.test(module),
    )
    expect(chains(routeSpecific)).toEqual([])
  })

  it('holds the page table only in the layouts that show it', () => {
    expect(chains(['src/views/frame/pages.ts'].filter((module) => graph.has(module)))).toEqual([])
  })

  it('holds the permission table only in the screens that offer what a role may do', () => {
    const permissions = ['src/contract/permissions.ts']
    expect(chains(permissions.filter((module) => graph.has(module)))).toEqual([])
  })
})

/**
 * The sign-in pages' own entry (src/signin.tsx, issue 15 item 1): their screens without the app's
 * router, its route tree or any other page, so a first visit to /login loads none of them.
 */
describe('the sign-in entry', () => {
  const signIn = entryGraph('src/signin.tsx')

  it('reaches the sign-in screens and the session', () => {
    expect(signIn.has('src/views/auth/LoginScreen.tsx')).toBe(true)
    expect(signIn.has('src/services/sessionCore.ts')).toBe(true)
  })

  it('loads the HTTP client, the journal and the toasts only once the user turns to the form', () => {
    const later = [...signIn.keys()].filter(
      (module) =>
        module.startsWith('npm:rxjs') ||
        module.startsWith('npm:wretch') ||
        [
          'src/services/http.ts',
          'src/services/session.ts',
          'src/services/journal/journal.ts',
          'src/services/notify.ts',
          'src/views/session/BuildWatch.tsx',
          'src/design/ToastRegion.tsx',
        ].includes(module),
    )
    expect(chains(later)).toEqual([])
  })

  it('reaches neither the router nor the route tree', () => {
    const routed = [...signIn.keys()].filter(
      (module) => module.startsWith('npm:@tanstack/') || module.startsWith('src/views/routes'),
    )
    expect(chains(routed)).toEqual([])
    expect(signIn.has('src/views/routeTree.gen.ts')).toBe(false)
  })

  it("loads the other sign-in pages' screens only on their own page", () => {
    const others = Object.values(otherSignInScreenModules)
    expect(others).toContain('src/views/auth/GoogleCallbackScreen.tsx')
    expect(others).toContain('src/views/auth/TeamInvitationScreen.tsx')
    expect(chains(others.filter((module) => signIn.has(module)))).toEqual([])
  })

  it("loads no router with the other pages' screens either", () => {
    const routed = Object.values(otherSignInScreenModules).flatMap((screen) => {
      const graph = entryGraph(screen)
      return [...graph.keys()]
        .filter(
          (module) => module.startsWith('npm:@tanstack/') || module.startsWith('src/views/routes'),
        )
        .map((module) => importChain(graph, module).join(' -> '))
    })
    expect(routed).toEqual([])
  })

  it("words its pages from the frame-blank catalogue, without the frame catalogue's other pages", () => {
    expect(signIn.has('asset:src/messages/frame-blank/catalogue')).toBe(true)
    const frameWords = ['asset:src/messages/frame/catalogue']
    expect(chains(frameWords.filter((module) => signIn.has(module)))).toEqual([])
  })
})
