import { type APIRequestContext, expect } from '@playwright/test'
import { type Account, apiBase } from './session'

/**
 * Team calls made straight to the server with a bearer token, to set a scene quickly (a second
 * team, a token made elsewhere) before the browser shows it.
 */
export async function signInByApi(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post(`${apiBase}/token/login`, {
    data: { email: account.email, password: account.password },
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

export async function callApi<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`${apiBase}/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  })
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

/** The user as the server has it now (current team and role, preferences). */
export const currentUser = (request: APIRequestContext, token: string) =>
  callApi<{
    current_team: { id: string; name: string; role: string } | null
    preferences?: Record<string, unknown>
  }>(request, token, 'GET', 'user')
