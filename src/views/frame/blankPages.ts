import type { GuardName, Page } from './pages'
import { type BlankPageName, pageWords } from './pageWords'

const blank = (guard: GuardName, name: BlankPageName): Page => ({
  ...pageWords(name),
  area: 'account',
  guard,
  layout: 'blank',
})

/** The pages of the blank layout (sign-in and account set-up), part of the page table. */
export const blankPages = {
  '/login': blank('guest', 'login'),
  '/signup': blank('guest', 'signup'),
  '/forget-password': blank('guest', 'forgetPassword'),
  '/password-reset/$': blank('guest', 'passwordReset'),
  '/google/auth': blank('guest', 'googleAuth'),
  '/google/callback': blank('guest', 'googleCallback'),
  '/verify-email': blank('unverified', 'verifyEmail'),
  '/onboarding/profile': blank('auth', 'onboardingProfile'),
  '/team-invitations/$': blank('public', 'teamInvitations'),
} satisfies Record<string, Page>
