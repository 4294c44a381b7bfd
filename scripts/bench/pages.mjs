// Prints, for /login, / and /campaigns as a first visit loads them: the JS and CSS a browser
// loads (gzip of each file, so the figure does not depend on how the server sends it), the
// requests of the load, the longest chain of render-critical requests, and Lighthouse's mobile
// figures (its default: a mid-range phone on a slow 4G network, simulated). Given a previous
// build, the same figures for it, side by side.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from './chromium.mjs'
import { freePort, startProduct } from './server.mjs'

/** The seeded demo owner: / and /campaigns are seen with the demo team's data. */
const demoOwner = { email: 'bench-demo@switchboard.local', password: 'bench demo owner passphrase' }

const pagesToMeasure = [
  { path: '/login', signedIn: false },
  { path: '/', signedIn: true },
  { path: '/campaigns', signedIn: true },
]

/** The issue's budgets (issue 15): Lighthouse mobile, per page where one is named. */
const budgets = {
  '/login': { jsKb: 120, score: 95 },
  '/': { jsKb: 200 },
  '/campaigns': { jsKb: 200, score: 90 },
  all: { lcpMs: 2000, cls: 0.02, tbtMs: 150 },
}

/** The gzip size of every script and stylesheet a fresh page loads, and how many there are. */
async function loadedBytes(context, url) {
  const page = await context.newPage()
  // A routed page bypasses the HTTP cache: a first visit even after the sign-in's.
  await page.route('**/*', (route) => route.continue())
  const bodies = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    bodies.push(
      response.body().then((body) => ({ type, gzip: gzipSync(body, { level: 9 }).length })),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.close()
  const files = await Promise.all(bodies)
  const sum = (kind) => files.filter((f) => f.type === kind).reduce((n, f) => n + f.gzip, 0)
  const count = (kind) => files.filter((f) => f.type === kind).length
  return {
    js: sum('script'),
    jsFiles: count('script'),
    css: sum('stylesheet'),
    cssFiles: count('stylesheet'),
  }
}

/** One Lighthouse run (mobile, performance only) in the browser listening on `port`. */
async function lighthouseRun(port, url) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    requests: requests.length,
    wire: requests.reduce((n, item) => n + (item.transferSize ?? 0), 0),
    chain: lhr.audits['critical-request-chains']?.details?.longestChain?.length ?? Number.NaN,
  }
}

/** The run with the median score of `runs` runs (each run's figures kept together). */
async function medianRun(port, url, runs) {
  const results = []
  for (let n = 0; n < runs; n += 1) results.push(await lighthouseRun(port, url))
  results.sort((a, b) => a.score - b.score)
  return results[Math.floor(results.length / 2)]
}

/**
 * Every page of one build: its product started with the demo data, one browser whose default
 * context Lighthouse shares (so the signed-in pages keep the sign-in's cookie; Lighthouse empties
 * the HTTP cache before each run, so each is a first visit).
 */
async function measureBuild(distDir, runs) {
  const product = await startProduct(
    { SEED: '1', SEED_EMAIL: demoOwner.email, SEED_PASSWORD: demoOwner.password },
    distDir,
  )
  const port = await freePort()
  const profile = mkdtempSync(join(tmpdir(), 'switchboard-bench-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  })
  const rows = new Map()
  let signedIn = false
  try {
    // Signed-out pages first: the session then lasts for every signed-in one.
    for (const target of pagesToMeasure) {
      if (target.signedIn && !signedIn) {
        await signIn(context, product.url)
        signedIn = true
      }
      const url = product.url + target.path
      process.stderr.write(`  ${distDir}: ${target.path}…\n`)
      const bytes = await loadedBytes(context, url)
      const lighthouseFigures = await medianRun(port, url, runs).catch((error) => ({
        error: error.message,
      }))
      rows.set(target.path, { ...bytes, ...lighthouseFigures })
    }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
    await product.stop()
  }
  return rows
}

/** Signs the demo owner in through the sign-in page, as a person would. */
async function signIn(context, baseUrl) {
  const page = await context.newPage()
  await page.goto(`${baseUrl}/login`)
  await page.getByRole('textbox', { name: 'Email' }).fill(demoOwner.email)
  await page.getByLabel('Password', { exact: true }).fill(demoOwner.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  await page.close()
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`

const columns = [
  ['JS gz', (r) => `${kb(r.js)} /${r.jsFiles}`],
  ['CSS gz', (r) => `${kb(r.css)} /${r.cssFiles}`],
  ['wire', (r) => (r.wire === undefined ? '-' : kb(r.wire))],
  ['reqs', (r) => String(r.requests ?? '-')],
  ['chain', (r) => String(r.chain ?? '-')],
  ['score', (r) => String(r.score ?? '-')],
  ['FCP', (r) => (r.fcp === undefined ? '-' : seconds(r.fcp))],
  ['LCP', (r) => (r.lcp === undefined ? '-' : seconds(r.lcp))],
  ['TBT', (r) => (r.tbt === undefined ? '-' : `${Math.round(r.tbt)} ms`)],
  ['CLS', (r) => (r.cls === undefined ? '-' : r.cls.toFixed(3))],
]
const widths = [15, 15, 10, 6, 7, 7, 8, 8, 9, 7]

const line = (label, cells) =>
  label.padEnd(22) + cells.map((cell, n) => cell.padEnd(widths[n] ?? 8)).join('')

/** What a page misses of its budgets, in words; empty when it meets them all. */
function overBudget(path, row) {
  const own = budgets[path] ?? {}
  const misses = []
  if (own.jsKb !== undefined && row.js > own.jsKb * 1024) misses.push(`JS > ${own.jsKb} KB`)
  if (own.score !== undefined && row.score < own.score) misses.push(`score < ${own.score}`)
  if (row.lcp > budgets.all.lcpMs) misses.push(`LCP > ${seconds(budgets.all.lcpMs)}`)
  if (row.cls > budgets.all.cls) misses.push(`CLS > ${budgets.all.cls}`)
  if (row.tbt > budgets.all.tbtMs) misses.push(`TBT > ${budgets.all.tbtMs} ms`)
  return misses
}

/**
 * Measures the build in `distDir` and, when `previousDir` is given, that build too, and prints
 * both side by side. `runs` Lighthouse runs per page; the median one is shown.
 */
export async function benchPages({ distDir, previousDir, runs = 3 }) {
  // Lighthouse's blocking time scales with how busy the machine is: the load goes with the figures.
  const load = () =>
    loadavg()
      .map((average) => average.toFixed(1))
      .join(' ')
  const loadBefore = load()
  const builds = [['now', await measureBuild(distDir, runs)]]
  if (previousDir) builds.push(['previous', await measureBuild(previousDir, runs)])
  console.log(`\nLoad average (1, 5, 15 min): ${loadBefore} before, ${load()} after`)
  console.log(
    `\nFirst visit of each page: JS and CSS as gzip /files, bytes over the wire, requests, longest critical chain; Lighthouse mobile (simulated slow 4G, median of ${runs})`,
  )
  if (previousDir) console.log(`previous: the build in ${previousDir}`)
  console.log(
    line(
      'page',
      columns.map(([name]) => name),
    ),
  )
  for (const { path } of pagesToMeasure) {
    for (const [label, rows] of builds) {
      const row = rows.get(path)
      const cells = columns.map(([, cell]) => cell(row))
      const notes = row.error ? `Lighthouse failed: ${row.error}` : overBudget(path, row).join(', ')
      console.log(`${line(`${path} ${label}`, cells)}${notes}`)
    }
  }
}
