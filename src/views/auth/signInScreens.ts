import type { SignInRoute } from '../../contract/paths'
import type { ForgotPasswordScreen } from './ForgotPasswordScreen'
import type { GoogleAuthScreen } from './GoogleAuthScreen'
import type { GoogleCallbackScreen } from './GoogleCallbackScreen'
import type { PasswordResetScreen } from './PasswordResetScreen'
import type { SignupScreen } from './SignupScreen'
import type { TeamInvitationScreen } from './TeamInvitationScreen'

/**
 * The screens of the sign-in pages other than /login, loaded when their page is the one shown:
 * /login, the page most visits open, loads none of them (its own screen is in the entry). A
 * prerendered page's HTML announces its screen's chunk (scripts/build/prerender.mjs), so it
 * comes in the same round as the entry's.
 */
export interface OtherSignInScreens {
  SignupScreen?: typeof SignupScreen
  ForgotPasswordScreen?: typeof ForgotPasswordScreen
  PasswordResetScreen?: typeof PasswordResetScreen
  GoogleAuthScreen?: typeof GoogleAuthScreen
  GoogleCallbackScreen?: typeof GoogleCallbackScreen
  TeamInvitationScreen?: typeof TeamInvitationScreen
}

/** The modules of the screens, by page, as src/views/auth names them (the prerender reads it). */
export const otherSignInScreenModules: Partial<Record<SignInRoute, string>> = {
  '/signup': 'src/views/auth/SignupScreen.tsx',
  '/forget-password': 'src/views/auth/ForgotPasswordScreen.tsx',
  '/password-reset/$': 'src/views/auth/PasswordResetScreen.tsx',
  '/google/auth': 'src/views/auth/GoogleAuthScreen.tsx',
  '/google/callback': 'src/views/auth/GoogleCallbackScreen.tsx',
  '/team-invitations/$': 'src/views/auth/TeamInvitationScreen.tsx',
}

/** The screen a sign-in page needs beside /login's (none for /login itself). */
export async function loadSignInScreen(route: SignInRoute): Promise<OtherSignInScreens> {
  switch (route) {
    case '/login':
      return {}
    case '/signup':
      return { SignupScreen: (await import('./SignupScreen')).SignupScreen }
    case '/forget-password':
      return { ForgotPasswordScreen: (await import('./ForgotPasswordScreen')).ForgotPasswordScreen }
    case '/password-reset/$':
      return { PasswordResetScreen: (await import('./PasswordResetScreen')).PasswordResetScreen }
    case '/google/auth':
      return { GoogleAuthScreen: (await import('./GoogleAuthScreen')).GoogleAuthScreen }
    case '/google/callback':
      return { GoogleCallbackScreen: (await import('./GoogleCallbackScreen')).GoogleCallbackScreen }
    case '/team-invitations/$':
      return { TeamInvitationScreen: (await import('./TeamInvitationScreen')).TeamInvitationScreen }
  }
}
