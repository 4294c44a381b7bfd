import { automationPaths } from '../../../src/contract/automation/automation'
import {
  clientRatePaths,
  companyPaths,
  profitLogicPaths,
  rateSheetPaths,
  resourcePaths,
  smsRoutingPaths,
} from '../../../src/contract/routes'

/**
 * A valid store body and update body for each resource of the engine's registry, keyed by path.
 * `n` makes each body unique (keys unique per team). The tenant-isolation and bad-input tests
 * walk the registry and fail for a resource that has no sample here.
 */
export interface ResourceSample {
  create(n: number): Record<string, unknown>
  update: Record<string, unknown>
  /** Rows every team has from the start (the built-in simulator connection), left out of lists. */
  isBuiltIn?: (row: Record<string, unknown>) => boolean
}

export const resourceSamples: Record<string, ResourceSample> = {
  [resourcePaths.customFields]: {
    create: (n) => ({ key: `field_${n}`, label: `Field ${n}`, type: 'text' }),
    update: { label: 'Renamed' },
  },
  [resourcePaths.contacts]: {
    create: (n) => ({ phone: samplePhone(n), first_name: `Contact ${n}` }),
    update: { first_name: 'Renamed' },
  },
  [resourcePaths.tags]: {
    create: (n) => ({ name: `tag ${n}` }),
    update: { colour: '#0ea5e9' },
  },
  [resourcePaths.segments]: {
    create: (n) => ({
      name: `Segment ${n}`,
      rules: { match: 'all', rules: [{ field: 'status', operator: 'in', value: ['active'] }] },
    }),
    update: { name: 'Renamed' },
  },
  [resourcePaths.feeds]: {
    create: (n) => ({ name: `Feed ${n}` }),
    update: { name: 'Renamed' },
  },
  [resourcePaths.offers]: {
    create: (n) => ({
      name: `Offer ${n}`,
      url: `https://offers.example.com/${n}`,
      payout: '1.50',
      currency: 'EUR',
    }),
    update: { payout: '2.25' },
  },
  [resourcePaths.senderIds]: {
    create: (n) => ({ value: `S${n % 1_000_000_000}`, countries: ['GB'] }),
    update: { countries: ['GB', 'IE'] },
  },
  [resourcePaths.texts]: {
    create: (n) => ({ name: `Text ${n}`, body: `Hi {first_name}, offer ${n} is yours.` }),
    update: { name: 'Renamed' },
  },
  [resourcePaths.smsCampaigns]: {
    create: (n) => ({ name: `Campaign ${n}` }),
    update: { name: 'Renamed' },
  },
  [resourcePaths.voiceAgents]: {
    create: (n) => ({ name: `Agent ${n}`, language: 'en-GB' }),
    update: { voice: 'verse' },
  },
  [resourcePaths.voiceCampaigns]: {
    create: (n) => ({ name: `Voice campaign ${n}`, caller_numbers: [samplePhone(n)] }),
    update: { max_concurrent_calls: 3 },
  },
  [resourcePaths.emailTemplates]: {
    create: (n) => ({
      name: `Template ${n}`,
      subject: 'Hello {{first_name}}',
      format: 'html',
      body: `<p>Offer ${n} is yours, {{first_name}}.</p>`,
    }),
    update: { name: 'Renamed' },
  },
  [resourcePaths.networks]: {
    create: (n) => ({
      mcc: '999',
      mnc: String(n % 1000).padStart(3, '0'),
      country: 'GB',
      name: `Network ${n}`,
      prefixes: [`88${n}`],
    }),
    update: { name: 'Renamed' },
  },
  [smsRoutingPaths.smppConnections]: {
    // Switched off, so the server does not try to bind to a host that is not there.
    create: (n) => ({
      name: `Vendor ${n}`,
      host: 'smsc.example.com',
      system_id: `acct${n % 100_000}`,
      password: 'secret',
      active: false,
    }),
    update: { tps: 20 },
    isBuiltIn: (row) => row.kind === 'simulator',
  },
  [rateSheetPaths.profiles]: {
    create: (n) => ({
      vendor_name: `Vendor ${n}`,
      columns: { mccmnc: 0, rate: 1 },
      default_currency: 'EUR',
    }),
    update: { mode: 'a_z' },
  },
  [smsRoutingPaths.routes]: {
    create: (n) => ({ name: `Route ${n}`, vendor_name: 'Vendor' }),
    update: { status: 'disabled' },
  },
  [smsRoutingPaths.routingPlans]: {
    create: (n) => ({ name: `Plan ${n}`, description: 'Sample' }),
    update: { description: 'Changed' },
  },
  [companyPaths.companies]: {
    create: (n) => ({ name: `Company ${n}`, kind: n % 2 === 0 ? 'client' : 'vendor' }),
    update: { credit_limit: '250.00' },
  },
  [clientRatePaths.rules]: {
    create: (n) => ({ name: `Rule ${n}`, markup_percent: '12.5', min_margin: '0.001' }),
    update: { decimals: 3 },
  },
  [profitLogicPaths.sets]: {
    create: (n) => ({ name: `Profit logic ${n}` }),
    update: { name: 'Renamed profit logic' },
  },
  [automationPaths.automations]: {
    create: (n) => ({ name: `Automation ${n}` }),
    update: { allow_reentry: true },
  },
}

/** A valid number, different for each n (San Francisco's 415, exchanges from 200). */
export function samplePhone(n: number): string {
  return `+1415${String(2_000_000 + (n % 7_000_000)).padStart(7, '0')}`
}

export function sampleFor(path: string): ResourceSample {
  const sample = resourceSamples[path]
  if (!sample)
    throw new Error(
      `No sample for the resource "${path}": add one to tests/server/support/resource-samples.ts`,
    )
  return sample
}
