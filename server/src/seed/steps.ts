import type { SeedStep } from './context'
import { demoAutomationsStep } from './demo-automations'
import { demoClientRatesStep } from './demo-client-rates'
import { demoCompaniesStep } from './demo-companies'
import { demoEmailTemplatesStep } from './demo-email-templates'
import { demoEnrichmentStep } from './demo-enrichment'
import { demoHubEndpointsStep } from './demo-hub-endpoints'
import { demoHubRoutingStep } from './demo-hub-routing'
import { demoHubTrafficStep } from './demo-hub-traffic'
import { demoLivePhonesStep } from './demo-live-phones'
import { demoNetworksStep } from './demo-networks'
import { demoNotificationsStep } from './demo-notifications'
import { demoProfitLogicStep } from './demo-profit-logic'
import { demoRateSheetsStep } from './demo-rate-sheets'
import { demoRatesStep } from './demo-rates'
import { demoRoutesStep } from './demo-routes'
import { demoRoutingPlansStep } from './demo-routing-plans'
import { demoSmppConnectionsStep } from './demo-smpp-connections'
import { demoTeamHistoryStep } from './demo-team-history'

/**
 * The demo data after the owner and the team, in order. Each area adds its step here; a step
 * only inserts (the seed runs once, on an empty database, in one transaction).
 */
export const seedSteps: readonly SeedStep[] = [
  demoTeamHistoryStep,
  demoNotificationsStep,
  demoAutomationsStep,
  demoEmailTemplatesStep,
  demoNetworksStep,
  demoSmppConnectionsStep,
  demoRoutesStep,
  demoEnrichmentStep,
  demoRateSheetsStep,
  demoRatesStep,
  demoRoutingPlansStep,
  demoHubRoutingStep,
  demoCompaniesStep,
  demoLivePhonesStep,
  demoClientRatesStep,
  demoProfitLogicStep,
  demoHubEndpointsStep,
  demoHubTrafficStep,
]
