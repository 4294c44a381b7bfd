// Prints the gzip size of the JS and CSS a real browser loads for a page's first visit.
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const pagesToMeasure = [
  { name: '/login (blank layout)', path: '/login', budgetJsKb: 150 },
  { name: '/ (default layout, first page)', path: '/' },
]

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

async function measure(browser, url) {
  const page = await browser.newPage()
  const bodies = []
  page.on('response', async (response) => {
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
  return { js: sum('script'), css: sum('stylesheet'), files: files.length }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

export async function benchBundles(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  })
  console.log('\nBundle sizes (gzip, what the browser loads on a first visit)')
  console.log('page                               JS         CSS        total      files  budget')
  const rows = []
  for (const target of pagesToMeasure) {
    const size = await measure(browser, baseUrl + target.path)
    const budget =
      target.budgetJsKb === undefined
        ? ''
        : size.js <= target.budgetJsKb * 1024
          ? `JS ≤ ${target.budgetJsKb} KB: ok`
          : `JS ≤ ${target.budgetJsKb} KB: OVER`
    console.log(
      `${target.name.padEnd(35)}${kb(size.js).padEnd(11)}${kb(size.css).padEnd(11)}${kb(size.js + size.css).padEnd(11)}${String(size.files).padEnd(7)}${budget}`,
    )
    rows.push({ ...target, ...size })
  }
  await browser.close()
  return rows
}
