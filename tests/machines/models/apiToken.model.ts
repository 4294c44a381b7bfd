import type { EventObject } from 'xstate'
import { apiTokenMachine } from '../../../src/machines/apiToken'
import { defineMachineModel } from '../support/machineModel'

export const apiTokenRequest = { name: 'CRM sync', abilities: ['read'], expires_at: null }

export const apiTokenCreated = {
  ok: true,
  data: {
    id: 'token-1',
    name: 'CRM sync',
    abilities: ['read'],
    last_used_at: null,
    expires_at: null,
    created_at: '2025-01-01T00:00:00.000Z',
    plain_text_token: 'sbt_secret',
  },
}

export const apiTokenRejected = {
  ok: false,
  status: 422,
  validation: {
    message: 'The name field is required.',
    errors: { name: ['The name field is required.'] },
  },
}

export const apiTokenRefused = {
  ok: false,
  status: 403,
  error: { message: 'Your role in this team (viewer) does not allow you to create API tokens.' },
}

export const apiTokenModel = defineMachineModel(apiTokenMachine, {
  events: [
    { type: 'token.submit', request: apiTokenRequest },
    { type: 'token.edit' },
    { type: 'token.copy' },
    { type: 'token.dismiss' },
    { type: 'xstate.done.actor.createToken', output: apiTokenCreated },
    { type: 'xstate.done.actor.createToken', output: apiTokenRejected },
    { type: 'xstate.done.actor.createToken', output: apiTokenRefused },
    { type: 'xstate.error.actor.createToken', error: new Error('offline') },
    { type: 'xstate.done.actor.copySecret' },
    { type: 'xstate.error.actor.copySecret', error: new Error('NotAllowedError') },
  ] as EventObject[] as never,
})
