// Writes the HTML of the sign-in pages that need no data, rendered from the sign-in entry's own
// React tree (src/prerender.tsx, built for Node by vite.prerender.config.ts) into the built
// signin.html: a first visit shows the form before any script runs, and src/signin.tsx hydrates
// it. signin.html already announces every script and style the entry needs (modulepreload,
// stylesheet), so the browser fetches them at once instead of finding them one after another.
// The server answers these paths with it (server/src/http/client.ts) for an English visitor
// who is not signed in, with the same nonce and headers as the app shell.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { JSDOM } from 'jsdom'

const distDir = process.env.DIST_DIR ?? 'dist'
const clientDir = `${distDir}/client`

const shell = readFileSync(`${clientDir}/signin.html`, 'utf8')

// A browser's globals, as a first visit has them: empty storage, no cookie, no journal store.
const dom = new JSDOM(shell, { url: 'http://localhost/', pretendToBeVisual: true })
for (
  let scope = dom.window;
  scope && scope !== Object.prototype;
  scope = Object.getPrototypeOf(scope)
)
  for (const name of Object.getOwnPropertyNames(scope)) {
    if (name in globalThis) continue
    const value = dom.window[name]
    globalThis[name] =
      typeof value === 'function' && !/^[A-Z]/.test(name) ? value.bind(dom.window) : value
  }
for (const name of [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
])
  Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true })

// No server at build time: the one call the render starts (the signed-out session clearing its
// refresh cookie, if any) is answered as done.
globalThis.fetch = async () => Response.json({ message: '' })

const { prerender, prerenderedSignInPaths, otherSignInScreenModules } = await import(
  pathToFileURL(`${distDir}/prerender/prerender.js`).href
)

// The chunks (and their styles) of a module, with every chunk they import, from Vite's manifest.
const manifest = JSON.parse(readFileSync(`${clientDir}/.vite/manifest.json`, 'utf8'))
function chunkClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) chunkClosure(imported, seen)
  return seen
}
const shellChunks = chunkClosure('signin.html')

// The journal's store, the HTTP client and the toasts are not announced: the sign-in pages load
// them once the user turns to the form (src/signin.tsx), not on their first load.

// A page whose screen is not in the entry (src/views/auth/signInScreens.ts) announces that
// screen's chunks and styles too: the browser fetches them with the entry's, not after it ran,
// and the prerendered form is styled before any script runs.
function screenLinks(path) {
  const module = otherSignInScreenModules[path]
  if (!module) return ''
  if (!manifest[module]) throw new Error(`the manifest has no chunk for ${module}`)
  const chunks = [...chunkClosure(module)].filter((key) => !shellChunks.has(key))
  const shellCss = new Set([...shellChunks].flatMap((key) => manifest[key].css ?? []))
  const css = [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))].filter(
    (file) => !shellCss.has(file),
  )
  return [
    ...chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`),
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join('\n    ')
}

// Before the first paint: a browser whose interface is not English (a choice kept in local
// storage from before the locale cookie) drops the English form and renders in its language.
// Until the app has the page, its fields are read-only (React's state would drop what was typed)
// and a form sent is held, not sent to the server as a query with the password in it: the app
// sends it once it is there (src/services/earlySubmit.ts). So are presses on its other buttons
// (Appearance, Show password): the app presses them again, in order, once it has the page.
const pageScript = `<script>${[
  "try{var l=localStorage.getItem('switchboard.locale');if(l&&l!=='en')document.getElementById('root').textContent=''}catch(e){}",
  "document.querySelectorAll('#root input:not([readonly]),#root textarea:not([readonly])').forEach(function(f){f.readOnly=true;f.setAttribute('data-held-until-hydrated','')})",
  "document.addEventListener('submit',function(e){if(!window.switchboardHydrated){e.preventDefault();window.switchboardEarlySubmit=[e.target,e.submitter]}},true)",
  "document.addEventListener('click',function(e){var b=!window.switchboardHydrated&&e.target.closest&&e.target.closest('#root button[type=button]');if(b){e.stopPropagation();(window.switchboardEarlyPresses=window.switchboardEarlyPresses||[]).push(b)}},true)",
].join('\n')}</script>`

// The page's stylesheets, a few kilobytes, in one <style> where the first of them was: the form
// is painted as soon as the HTML arrives, not after a round of stylesheet requests. The server
// allows it by its hash (server/src/http/page-policy.ts).
const stylesheetLink = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">\n?\s*/g
function inlineStylesheets(page) {
  const files = [...page.matchAll(stylesheetLink)].map(([, file]) => file)
  if (files.length === 0) return page
  const css = files.map((file) => readFileSync(`${clientDir}/${file}`, 'utf8').trim()).join('\n')
  if (css.includes('</style')) throw new Error('a stylesheet of the sign-in pages closes <style>')
  let first = true
  return page.replace(stylesheetLink, () => {
    if (!first) return ''
    first = false
    return `<style>${css}</style>\n    `
  })
}

rmSync(`${clientDir}/prerendered`, { recursive: true, force: true })
mkdirSync(`${clientDir}/prerendered`)
for (const path of prerenderedSignInPaths) {
  const body = await prerender(path)
  const page = inlineStylesheets(
    shell
      .replace('<div id="root"></div>', `<div id="root">${body}</div>${pageScript}`)
      .replace('</head>', screenLinks(path) ? `  ${screenLinks(path)}\n  </head>` : '</head>'),
  )
  if (!page.includes(body)) throw new Error(`signin.html has no empty #root for ${path}`)
  writeFileSync(`${clientDir}/prerendered${path}.html`, page)
}
console.log(`prerendered ${prerenderedSignInPaths.join(', ')}`)
process.exit(0)
