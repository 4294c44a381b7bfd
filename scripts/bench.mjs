// npm run bench: builds the product, starts it, and prints every benchmark's figures.
import { execSync } from 'node:child_process'
import { benchApi } from './bench/api.mjs'
import { benchAudience } from './bench/audience.mjs'
import { benchBundles } from './bench/bundle.mjs'
import { benchCampaignLive } from './bench/campaign-live.mjs'
import { benchCampaignReports } from './bench/campaign-reports.mjs'
import { benchCampaignSend } from './bench/campaign-send.mjs'
import { startProduct } from './bench/server.mjs'

execSync('npm run build', { stdio: 'inherit' })
const product = await startProduct()
try {
  await benchBundles(product.url)
} finally {
  await product.stop()
}
await benchApi()
await benchAudience()
await benchCampaignReports()
await benchCampaignSend()
await benchCampaignLive()
