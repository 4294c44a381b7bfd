// A fresh team's verified owner, for benchmarks that need one: registered through the API, the
// mailed link followed (test hooks), then signed in through the API or the sign-in page.
import { call } from './client.mjs'

export const benchPassword = 'bench passphrase 1'

/** Registers `bench-<label>-…@example.test`, verifies it, and answers its email and token. */
export async function verifiedOwner(url, label) {
  const email = `bench-${label}-${Date.now()}@example.test`
  await call(url, 'register', {
    method: 'POST',
    body: {
      name: 'Bench Owner',
      email,
      password: benchPassword,
      password_confirmation: benchPassword,
    },
  })
  for (let tries = 0; tries < 50; tries += 1) {
    const mailbox = await fetch(
      `${url}/api/testing/mailbox?filter[to]=${encodeURIComponent(email)}`,
    )
    const { data } = await mailbox.json()
    const mail = data.find((item) => item.subject.includes('Verify your email'))
    if (mail) {
      const link = new URL(/https?:\/\/\S+/.exec(mail.text)[0])
      const verified = await fetch(`${url}${link.pathname}${link.search}`, {
        headers: { accept: 'application/json' },
      })
      if (!verified.ok) throw new Error(`verify: ${verified.status}`)
      const session = await call(url, 'token/login', {
        method: 'POST',
        body: { email, password: benchPassword },
      })
      return { email, token: session.access_token }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('The verification mail did not arrive')
}

/** Signs `email` in through the sign-in page, as a person would, and waits to leave it. */
export async function signInPage(page, url, email) {
  await page.goto(`${url}/login`)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(benchPassword)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((address) => !address.pathname.startsWith('/login'))
}
