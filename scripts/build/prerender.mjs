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

const { prerender, prerenderedSignInPaths } = await import(
  pathToFileURL(`${distDir}/prerender/prerender.js`).href
)

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

rmSync(`${clientDir}/prerendered`, { recursive: true, force: true })
mkdirSync(`${clientDir}/prerendered`)
for (const path of prerenderedSignInPaths) {
  const body = await prerender(path)
  const page = shell.replace('<div id="root"></div>', `<div id="root">${body}</div>${pageScript}`)
  if (!page.includes(body)) throw new Error(`signin.html has no empty #root for ${path}`)
  writeFileSync(`${clientDir}/prerendered${path}.html`, page)
}
console.log(`prerendered ${prerenderedSignInPaths.join(', ')}`)
process.exit(0)
