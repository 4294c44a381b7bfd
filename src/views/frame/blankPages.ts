import type { GuardName, Page } from './pages'

const blank = (guard: GuardName, title: string, purpose: string): Page => ({
  title,
  area: 'account',
  purpose,
  guard,
  layout: 'blank',
})

/** The pages of the blank layout (sign-in and account set-up), part of the page table. */
export const blankPages = {
  '/login': blank('guest', 'Sign in', 'Sign in to your Switchboard team.'),
  '/signup': blank(
    'guest',
    'Create an account',
    'Create a Switchboard account and your first team.',
  ),
  '/forget-password': blank('guest', 'Forgot password', 'Ask for a link to choose a new password.'),
  '/password-reset/$': blank(
    'guest',
    'Choose a new password',
    'Set a new password with the link from your email.',
  ),
  '/google/auth': blank('guest', 'Sign in with Google', 'Continue to Google to sign in.'),
  '/google/callback': blank(
    'guest',
    'Signing in with Google',
    'Finish signing in after Google answers.',
  ),
  '/verify-email': blank(
    'unverified',
    'Verify your email',
    'Confirm your email address with the link we sent you, or ask for a new one.',
  ),
  '/onboarding/profile': blank(
    'auth',
    'Tell us about your company',
    'Complete your profile so your team is set up for your use case.',
  ),
  '/team-invitations/$': blank('public', 'Team invitation', 'Accept an invitation to join a team.'),
} satisfies Record<string, Page>
