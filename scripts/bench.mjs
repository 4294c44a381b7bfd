// npm run bench: builds the product, starts it, and prints every benchmark's figures.
//   npm run bench -- --previous <dist dir>   the pages' figures of that build beside this one's
//   npm run bench -- --runs 1                Lighthouse runs per page (the median is shown; 3)
//   npm run bench -- --only pages            only the pages (no API, audience or campaign figures)
//   npm run bench -- --no-build              measures the build in DIST_DIR (or dist) as it stands
//   npm run bench -- --only audience         only the audience (import, lists, segment preview):
//                                            no pages, so no Lighthouse
//   npm run bench -- --only flow-editor      only the automation editor's drag frame times
//   npm run bench -- --only trigger-sweeps   only the automation trigger sweeps at 1,000,000 (PGlite,
//                                            then PostgreSQL) contacts (BENCH_SWEEP_CONTACTS to change)
//   npm run bench -- --only campaign-send    only the campaign send throughput: the product's,
//                                            then routing on against the default route
//   npm run bench -- --only rate-sheet-parse only rate-sheet parse + diff rows/s at 100,000 rows
//                                            (BENCH_SHEET_ROWS to change)
//   npm run bench -- --only routing-simulate only routing simulate over 30,000 prefixes and
//                                            200,000 rates (in-process)
import { execSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { benchApi } from './bench/api.mjs'
import { benchAudience } from './bench/audience.mjs'
import { benchAutomationAdvance } from './bench/automation-advance.mjs'
import { benchCampaignLive } from './bench/campaign-live.mjs'
import { benchCampaignReports } from './bench/campaign-reports.mjs'
import { benchCampaignSend } from './bench/campaign-send.mjs'
import { benchFlowEditor } from './bench/flow-editor.mjs'
import { benchPages } from './bench/pages.mjs'

const parts = [
  'pages',
  'audience',
  'flow-editor',
  'trigger-sweeps',
  'campaign-send',
  'rate-sheet-parse',
  'routing-simulate',
]
const { values: options } = parseArgs({
  options: {
    previous: { type: 'string' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
})
if (options.only && !parts.includes(options.only))
  throw new Error(`--only takes one of ${parts.join(', ')}, not ${options.only}`)
const runs = (part) => !options.only || options.only === part

if (!options['no-build']) execSync('npm run build', { stdio: 'inherit' })
if (runs('pages'))
  await benchPages({
    distDir: process.env.DIST_DIR ?? 'dist',
    previousDir: options.previous,
    runs: Math.max(1, Number(options.runs) || 3),
  })
if (!options.only) await benchApi()
if (runs('audience')) await benchAudience()
if (runs('flow-editor')) await benchFlowEditor()
// In-process against the server's modules (no build needed), so run by tsx.
if (runs('trigger-sweeps'))
  execSync('npx tsx scripts/bench/trigger-sweeps.ts', {
    stdio: 'inherit',
    env: { BENCH_SWEEP_CONTACTS: '1000000', ...process.env },
  })
if (runs('rate-sheet-parse'))
  execSync('npx tsx scripts/bench/rate-sheet-parse.mjs', { stdio: 'inherit' })
if (runs('routing-simulate'))
  execSync('npx tsx scripts/bench/routing-simulate.ts', { stdio: 'inherit' })
if (!options.only) await benchCampaignReports()
if (runs('campaign-send')) {
  await benchCampaignSend()
  // In-process (tsx): the engine's send with routing on beside the default route, one run.
  execSync('npx tsx scripts/bench/campaign-send-routing.ts', { stdio: 'inherit' })
}
if (!options.only) {
  await benchCampaignLive()
  await benchAutomationAdvance()
}
