/**
 * The API's paths, relative to the version base (`/api/proxy/api/v1/`) or to the management base
 * (`/api/proxy/api/management/`). Parameters are written `:name` as Hono routes them.
 */

export const authPaths = {
  register: 'register',
  login: 'token/login',
  refresh: 'token/refresh',
  logout: 'token/logout',
  user: 'user',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  verifyEmail: 'verify-email/:id/:hash',
  verificationNotification: 'email/verification-notification',
  googleRedirect: 'auth/google/redirect',
  googleCallback: 'auth/google/callback',
} as const

export const managementPaths = {
  mailbox: 'mailbox',
} as const
