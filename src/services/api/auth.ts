import type {
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SessionResponse,
} from '../../contract/auth'
import type { MessageResponse } from '../../contract/errors'
import { authPaths } from '../../contract/routes'
import type { UpdateUserRequest, UserResource } from '../../contract/user'
import type { HttpClient } from '../http/client'

/** The auth calls of spec §7, typed by the contract; each takes an AbortSignal. */
export function createAuthApi(api: HttpClient) {
  const { v1 } = api
  return {
    login: (body: LoginRequest, signal?: AbortSignal) =>
      v1.post<SessionResponse>(authPaths.login, body, { signal }),
    register: (body: RegisterRequest, signal?: AbortSignal) =>
      v1.post<SessionResponse>(authPaths.register, body, { signal }),
    /** Ends the session of the bearer token and of the refresh token given (or the cookie's). */
    logout: (refreshToken: string | null, signal?: AbortSignal) =>
      v1.post<MessageResponse>(
        authPaths.logout,
        refreshToken ? { refresh_token: refreshToken } : {},
        { signal },
      ),
    user: (signal?: AbortSignal) => v1.get<UserResource>(authPaths.user, { signal }),
    updateUser: (body: UpdateUserRequest, signal?: AbortSignal) =>
      v1.put<UserResource>(authPaths.user, body, { signal }),
    forgotPassword: (body: ForgotPasswordRequest, signal?: AbortSignal) =>
      v1.post<MessageResponse>(authPaths.forgotPassword, body, { signal }),
    resetPassword: (body: ResetPasswordRequest, signal?: AbortSignal) =>
      v1.post<MessageResponse>(authPaths.resetPassword, body, { signal }),
    sendVerificationNotice: (signal?: AbortSignal) =>
      v1.post<MessageResponse & { status: string }>(
        authPaths.verificationNotification,
        {},
        {
          signal,
        },
      ),
    googleRedirect: (signal?: AbortSignal) =>
      v1.get<{ url: string }>(authPaths.googleRedirect, { signal }),
    googleCallback: (query: Record<string, string>, signal?: AbortSignal) =>
      v1.get<SessionResponse>(authPaths.googleCallback, { query, signal }),
  }
}

export type AuthApi = ReturnType<typeof createAuthApi>
