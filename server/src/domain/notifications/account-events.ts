import type { AppDeps } from '../../deps'
import { raiseNotification } from './raise'

type NotifyDeps = Pick<AppDeps, 'db' | 'events'>

/** The address was verified: the rest of the product is open now. */
export function notifyEmailVerified(deps: NotifyDeps, user: { id: string; email: string }) {
  return raiseNotification(deps, {
    userId: user.id,
    type: 'account.email_verified',
    title: 'Your email address is verified',
    body: `${user.email} is confirmed. Every part of Switchboard is open to you now.`,
    link: '/',
  })
}

/**
 * The password changed. Said even to the person who changed it: if it was not them, this is
 * how they learn of it.
 */
export function notifyPasswordChanged(deps: NotifyDeps, userId: string, how: 'changed' | 'reset') {
  return raiseNotification(deps, {
    userId,
    type: 'account.password_changed',
    title: how === 'reset' ? 'Your password was reset' : 'Your password was changed',
    body:
      how === 'reset'
        ? 'Your password was reset with an emailed link and every session was signed out. If this was not you, reset it again now.'
        : 'The password of your account was changed. If this was not you, reset it now.',
    link: '/my-account',
  })
}
