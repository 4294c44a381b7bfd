import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { apiBase, linkIn, newAccount, readMail, registerAccount, signIn } from './support/session'

/**
 * Issue 14, item 3: notifications reach people. Raised on the server while the page is open,
 * they count on the bell at once (the event stream), show as a toast, open in the bell's
 * popover to be marked read, and are filtered and read on /notifications.
 */
test('a notification raised counts on the bell live, is marked read and filtered', async ({
  page,
}) => {
  test.slow()
  const account = newAccount('notified')
  await registerAccount(page.request, account)
  await signIn(page, account)
  // Signed in but not verified yet: /notifications is open to any signed-in user.
  await page.goto('/notifications')
  const bell = page.getByRole('button', { name: /^Notifications/ })
  await expect(bell).toHaveAccessibleName('Notifications')
  await expect(page.getByText('No notification matches these filters.')).toBeVisible()
  // One raised while the bell's event stream is still opening only counts (no toast): wait for it.
  await expect(bell).toHaveAttribute('data-live', 'true')

  // Raised by the server: the address verified by its mailed link, from outside the page.
  const link = linkIn(await readMail(page.request, account.email, 'Verify your email'))
  expect((await page.request.get(link, { headers: { Accept: 'application/json' } })).ok()).toBe(
    true,
  )
  // The toast shows as the event arrives (for 5 s); the bell's count follows its own reading.
  const toasts = page.getByRole('region', { name: 'Notifications', exact: true })
  await expect(toasts).toContainText('Your email address is verified')
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
  const list = page.getByRole('region', { name: 'Your notifications' })
  await expect(list.getByText('Your email address is verified')).toBeVisible()

  // Raised by the server again: the password changed, in a session of its own.
  const login = await page.request.post(`${apiBase}/token/login`, {
    data: { email: account.email, password: account.password },
  })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const changed = await page.request.put(`${apiBase}/user`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      current_password: account.password,
      password: `${account.password} 2`,
      password_confirmation: `${account.password} 2`,
    },
  })
  expect(changed.ok(), await changed.text()).toBe(true)
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread')

  await bell.click()
  const popover = page.getByRole('dialog', { name: 'Latest notifications' })
  await expect(popover.getByRole('listitem')).toHaveCount(2)
  await expectNoSeriousA11yViolations(page)
  await popover.getByRole('button', { name: 'Mark read: Your password was changed' }).click()
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
  await expect(
    popover.getByRole('button', { name: 'Mark read: Your password was changed' }),
  ).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(popover).toBeHidden()

  // The filters are chips, each opening its choice in a popover.
  const filters = page.getByRole('search', { name: 'Filter the notifications' })
  const choose = async (chip: string, option: string) => {
    await filters.getByRole('button', { name: new RegExp(`^${chip}`) }).click()
    const select = page
      .getByRole('dialog', { name: chip })
      .getByRole('button', { name: new RegExp(`${chip}$`) })
    await select.click()
    await page.getByRole('option', { name: option }).click()
    await expect(select).toBeFocused()
    await page.keyboard.press('Escape')
  }
  await choose('Type', 'Password changed (1)')
  await expect(page).toHaveURL(/type=account\.password_changed/)
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByRole('listitem')).toContainText('Your password was changed')
  await choose('Show', 'Unread only')
  await expect(page.getByText('No notification matches these filters.')).toBeVisible()

  await choose('Type', 'All types')
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByRole('listitem')).toContainText('Your email address is verified')
  await page.getByRole('button', { name: 'Mark all read' }).click()
  await expect(toasts).toContainText('1 notification is marked read.')
  await expect(bell).toHaveAccessibleName('Notifications')
  await expect(page.getByText('No notification matches these filters.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
