import type { EventObject } from 'xstate'
import { failure, success } from '../../../src/contract/result'
import { feedKeyMachine } from '../../../src/machines/feedKey'
import { defineMachineModel } from '../support/machineModel'

export const feedKeyLoaded = success({
  postingUrl: 'https://switchboard.test/api/proxy/api/v1/feeds/feed-1/inbound',
  secret: 'feed_first',
})

export const feedKeyRefused = failure(
  'Your role in this team (viewer) does not allow you to see feed keys.',
  403,
)

export const feedKeyRotated = {
  type: 'feedKey.replace',
  postingUrl: feedKeyLoaded.data.postingUrl,
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
