import { resourcePaths } from '../../../src/contract/routes'
import {
  voiceAgentListQuery,
  voiceAgentRequest,
  voiceAgentUpdateRequest,
} from '../../../src/contract/voice-agent'
import { voiceAgents } from '../db/schema'
import { presentVoiceAgent } from '../domain/voice/present'
import { defineResource } from './define'

/**
 * Voice agents, minimal (spec §7 voice/agents CRUD: name, language, voice). A deleted agent
 * leaves the campaigns that named it without one (is-ready then says so).
 */
export const voiceAgentsResource = defineResource({
  path: resourcePaths.voiceAgents,
  subjectType: 'voice_agent',
  thing: 'agent',
  table: voiceAgents,
  schemas: {
    create: voiceAgentRequest,
    update: voiceAgentUpdateRequest,
    query: voiceAgentListQuery,
  },
  sortColumns: { name: voiceAgents.name, created_at: voiceAgents.createdAt },
  filters: {},
  searchColumns: [voiceAgents.name],
  toValues: (input) => ({ name: input.name, language: input.language, voice: input.voice }),
  toRequest: (row) => ({ name: row.name, language: row.language, voice: row.voice }),
  present: presentVoiceAgent,
  label: (row) => row.name,
})
