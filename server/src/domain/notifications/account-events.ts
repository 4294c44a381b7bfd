import type { AppDeps } from '../../deps'
import { said } from '../../http/words'
import { raiseNotification } from './raise'

type NotifyDeps = Pick<AppDeps, 'db' | 'events'>

/** The address was verified: the rest of the product is open now. */
export function notifyEmailVerified(deps: NotifyDeps, user: { id: string; email: string }) {
  return raiseNotification(deps, {
    userId: user.id,
    type: 'account.email_verified',
    title: said('notification.emailVerified.title'),
    body: said('notification.emailVerified.body', { email: user.email }),
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
    title: said('notification.passwordChanged.title', { how }),
    body: said('notification.passwordChanged.body', { how }),
    link: '/my-account',
  })
}
