import type { EventObject } from 'xstate'
import { feedKeyMachine } from '../../../src/machines/feedKey'
import { defineMachineModel } from '../support/machineModel'

export const feedKeyLoaded = {
  ok: true,
  postingUrl: 'https://switchboard.test/api/proxy/api/v1/feeds/feed-1/inbound',
  secret: 'feed_first',
}

export const feedKeyRefused = {
  ok: false,
  message: 'Your role in this team (viewer) does not allow you to see feed keys.',
}

export const feedKeyRotated = {
  type: 'feedKey.replace',
  postingUrl: feedKeyLoaded.postingUrl,
  secret: 'feed_second',
}

export const feedKeyModel = defineMachineModel(feedKeyMachine, {
  input: { feedId: 'feed-1' },
  events: [
    { type: 'feedKey.retry' },
    { type: 'feedKey.copy', target: 'key' },
    feedKeyRotated,
    { type: 'xstate.done.actor.loadKey', output: feedKeyLoaded },
    { type: 'xstate.done.actor.loadKey', output: feedKeyRefused },
    { type: 'xstate.error.actor.loadKey', error: new Error('offline') },
    { type: 'xstate.done.actor.copyText' },
    { type: 'xstate.error.actor.copyText', error: new Error('NotAllowedError') },
  ] as EventObject[] as never,
})
