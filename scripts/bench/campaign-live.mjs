// Prints the time from clicking Send on /campaigns/{id} to the first live progress the page
// shows: the built product with the real delivery engine and the local carrier simulator,
// driven by Debian's Chromium. Figures only; nothing here fails on time.
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium.mjs'
import { call, spread } from './client.mjs'
import { signInPage, verifiedOwner } from './owner.mjs'
import { startProduct } from './server.mjs'

const contacts = 200
const runs = 5

/** A tag on `contacts` contacts, a sender id and a text: what every campaign of the bench sends. */
async function scene(url, token) {
  const tag = await call(url, 'tags', { method: 'POST', token, body: { name: 'bench-live' } })
  for (let start = 0; start < contacts; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, contacts - start) }, (_, index) =>
        call(url, 'contacts', {
          method: 'POST',
          token,
          body: {
            phone: `+447400${String(start + index).padStart(6, '0')}`,
            first_name: 'Bench',
            tags: [tag.name],
          },
        }),
      ),
    )
  }
  const sender = await call(url, 'sms/senderids', {
    method: 'POST',
    token,
    body: { value: 'Benchmark' },
  })
  const text = await call(url, 'sms/texts', {
    method: 'POST',
    token,
    body: { body: 'Hello {first_name}, this is a benchmark.' },
  })
  return { tag: tag.name, senderId: sender.id, textId: text.id }
}

/** Milliseconds from the confirming click to the first moved counter and the first sent one. */
async function timeOneSend(page, url, token, { tag, senderId, textId }, run) {
  const campaign = await call(url, 'sms/campaigns', {
    method: 'POST',
    token,
    body: {
      name: `Bench live ${run}`,
      targets: { tags: [tag] },
      sender_ids: [senderId],
      text_ids: [textId],
      schedule: { kind: 'now' },
    },
  })
  // A draft opens in its wizard, which offers the send on its review step.
  await page.goto(`${url}/campaigns/${campaign.id}?step=review`)
  await page.getByRole('button', { name: 'Send now', exact: true }).click()
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Send now', exact: true })
  await confirm.waitFor()
  const queuedShown = page.waitForFunction(
    () => document.querySelector('[data-figure="Queued"]')?.textContent !== '0',
    undefined,
    { polling: 'raf', timeout: 60_000 },
  )
  const sentShown = page.waitForFunction(
    () => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) > 0,
    undefined,
    { polling: 'raf', timeout: 60_000 },
  )
  const clicked = performance.now()
  await confirm.click()
  await queuedShown
  const firstProgress = performance.now() - clicked
  await sentShown
  return { firstProgress, firstSent: performance.now() - clicked }
}

export async function benchCampaignLive() {
  console.log(
    `\nSend → first live progress on /campaigns/{id} (PGlite, ${contacts} contacts, simulator)`,
  )
  const product = await startProduct({ TEST_HOOKS: '1' })
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  })
  try {
    const { email, token } = await verifiedOwner(product.url, 'live')
    const sent = await scene(product.url, token)
    const page = await browser.newPage()
    await signInPage(page, product.url, email)
    const times = []
    for (let run = 1; run <= runs; run += 1)
      times.push(await timeOneSend(page, product.url, token, sent, run))
    const first = spread(times.map((time) => time.firstProgress))
    const sentSpread = spread(times.map((time) => time.firstSent))
    const text = (value) => `${value.toFixed(0)} ms`.padEnd(10)
    const line = (label, { p50, p95 }) =>
      console.log(`${label.padEnd(32)}p50 ${text(p50)}p95 ${text(p95)}`)
    line('first counter moved (queued)', first)
    line('first message sent shown', sentSpread)
    console.log(`(${runs} sends, each a new campaign; the page was open before the click)`)
  } finally {
    await browser.close()
    await product.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCampaignLive()
