import { StrictMode, useEffect, useMemo, useState } from 'react'
import type { SessionActorRef } from '../../machines/session'
import { JournalInspectorProvider } from '../../services/journal/JournalProvider'
import type { Journal } from '../../services/journal/journal'
import type { JournalInspector } from '../../services/journal/journaledActor'
import { NotifierContext } from '../../services/notifierContext'
import type { Notifier } from '../../services/notify'
import { blankPages } from '../frame/blankPages'
import type { LayoutFrame } from '../frame/layoutFrame'
import { pageFinder } from '../frame/pageKey'
import { BlankLayout } from '../layouts/BlankLayout'
import { LocaleProvider } from '../preferences/LocaleProvider'
import { SessionContext } from '../session/useSession'
import type { AuthNavigation } from './authNavigation'
import { LoginScreen } from './LoginScreen'
import {
  validateEmailSearch,
  validateGoogleCallbackSearch,
  validateRedirectSearch,
  validateSignupSearch,
} from './search'
import type { SignInToasts } from './signInLater'
import { browserAuthNavigation, type SignInLocation } from './signInLocation'
import type { OtherSignInScreens } from './signInScreens'

/** What the sign-in pages load once the user turns to the form (src/signin.tsx). */
export interface SignInLaterParts {
  notifier: Notifier
  Toasts: typeof SignInToasts
}

const findPage = pageFinder(blankPages)

const missingScreen = (path: string) =>
  new Error(`The screen of ${path} was not loaded (views/auth/signInScreens.ts)`)

/** The screen of a sign-in page, given its query as the app's routes validate it. */
function SignInScreen({
  location: { match, search, notice },
  navigation,
  screens,
}: {
  location: SignInLocation
  navigation: AuthNavigation
  screens: OtherSignInScreens
}) {
  const {
    SignupScreen,
    ForgotPasswordScreen,
    PasswordResetScreen,
    GoogleAuthScreen,
    GoogleCallbackScreen,
    TeamInvitationScreen,
  } = screens
  switch (match.fullPath) {
    case '/login': {
      const { redirect } = validateRedirectSearch(search)
      return <LoginScreen redirect={redirect} notice={notice} navigation={navigation} />
    }
    case '/signup': {
      if (!SignupScreen) throw missingScreen(match.fullPath)
      const { redirect, email } = validateSignupSearch(search)
      return <SignupScreen redirect={redirect} email={email} navigation={navigation} />
    }
    case '/forget-password':
      if (!ForgotPasswordScreen) throw missingScreen(match.fullPath)
      return <ForgotPasswordScreen />
    case '/password-reset/$': {
      if (!PasswordResetScreen) throw missingScreen(match.fullPath)
      const { email } = validateEmailSearch(search)
      const token = match.params._splat ?? ''
      return <PasswordResetScreen token={token} email={email} navigation={navigation} />
    }
    case '/google/auth': {
      if (!GoogleAuthScreen) throw missingScreen(match.fullPath)
      const { redirect } = validateRedirectSearch(search)
      return <GoogleAuthScreen redirect={redirect} />
    }
    case '/google/callback': {
      if (!GoogleCallbackScreen) throw missingScreen(match.fullPath)
      const found = validateGoogleCallbackSearch(search)
      return <GoogleCallbackScreen {...found} navigation={navigation} />
    }
    case '/team-invitations/$': {
      if (!TeamInvitationScreen) throw missingScreen(match.fullPath)
      const splat = match.params._splat ?? ''
      return <TeamInvitationScreen splat={splat} navigation={navigation} />
    }
  }
}

/**
 * The sign-in pages without the app's router (src/signin.tsx in the browser, src/prerender.tsx at
 * build time): the blank layout and the page's screen, with the providers they use. Signing in
 * loads the app at the page that comes next. `onMounted` runs once the tree has the page.
 * `screens` holds the page's screen when it is not /login's (loadSignInScreen): the only page
 * shown in place of another is /login, after a password reset. The toasts (and the build watch
 * that offers one) come with `later`, once loaded: a first load shows none, and a prerendered
 * page is hydrated without them, as it was rendered; `laterParts` are there from the start.
 */
export function SignInApp({
  journal,
  session,
  location: initialLocation,
  screens,
  onMounted,
  later,
  laterParts,
}: {
  journal: JournalInspector & Pick<Journal, 'flush'>
  session: SessionActorRef
  location: SignInLocation
  screens: OtherSignInScreens
  onMounted?: () => void
  /** Calls back with the later parts once they are loaded (at once if they are). */
  later?: (then: (parts: SignInLaterParts) => void) => void
  laterParts?: SignInLaterParts
}) {
  useEffect(() => onMounted?.(), [onMounted])
  const [parts, setParts] = useState(laterParts ?? null)
  useEffect(() => later?.(setParts), [later])
  const [location, setLocation] = useState(initialLocation)
  const [isBeingLeft, setBeingLeft] = useState(false)
  const navigation = useMemo(
    () =>
      browserAuthNavigation(window, setLocation, () => {
        setBeingLeft(true)
        return journal.flush()
      }),
    [journal],
  )
  const frame = useMemo<LayoutFrame>(
    () => ({ findPage, useMatch: () => location.match }),
    [location.match],
  )
  return (
    <StrictMode>
      <JournalInspectorProvider inspector={journal}>
        <SessionContext.Provider value={session}>
          <LocaleProvider>
            <NotifierContext.Provider value={parts?.notifier ?? null}>
              <BlankLayout frame={frame} isBeingLeft={isBeingLeft}>
                <SignInScreen location={location} navigation={navigation} screens={screens} />
              </BlankLayout>
              {parts && <parts.Toasts notifier={parts.notifier} />}
            </NotifierContext.Provider>
          </LocaleProvider>
        </SessionContext.Provider>
      </JournalInspectorProvider>
    </StrictMode>
  )
}
