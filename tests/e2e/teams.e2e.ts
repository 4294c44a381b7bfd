import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { linkIn, newAccount, readMail, registerAccount, signIn } from './support/session'
import { callApi, currentUser, signInByApi } from './support/teamApi'

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })
const teamButton = (page: Page) => page.getByRole('button', { name: /^Team: / })
const sections = (page: Page) => page.getByRole('navigation', { name: 'Team settings sections' })

test('switching team in the header changes every team-scoped view', async ({
  page,
  playwright,
}) => {
  // Four pages, two switches, a delete and three axe scans: about 20 s alone, and 30 s (the
  // default limit) when CI's two cores are busy. The limit is a hang detector, so it is tripled.
  test.slow()
  // Calls of its own, apart from the browser's cookies (its sign-out would end their session).
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const owner = newAccount('switcher')
  await registerAccount(api, owner, { verified: true })
  const token = await signInByApi(api, owner)
  const personal = (await currentUser(api, token)).current_team?.name ?? ''
  // A second team with a token of its own; creating it also makes it the current team.
  await callApi(api, token, 'POST', 'teams', { name: 'Orbital Relay' })
  await callApi(api, token, 'POST', 'teams/tokens', {
    name: 'orbital-sync',
    abilities: ['read'],
  })

  await signIn(page, owner)
  await expect(teamButton(page)).toHaveText(/Orbital Relay/)
  await page.goto('/settings/tokens')
  await expect(page.getByRole('heading', { name: 'Your tokens in Orbital Relay' })).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'orbital-sync' })).toBeVisible()

  // By keyboard: open the switcher, move to the personal team, choose it.
  await teamButton(page).focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu', { name: /^Team: / })
  await expect(menu.getByRole('menuitemradio', { name: /Orbital Relay/ })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await expectNoSeriousA11yViolations(page)
  await menu.getByRole('menuitemradio', { name: new RegExp(personal) }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(`You are working in ${personal} now.`)).toBeVisible()
  await expect(teamButton(page)).toHaveText(new RegExp(personal))

  // The same page, loaded again for the new team.
  await expect(page.getByRole('heading', { name: `Your tokens in ${personal}` })).toBeVisible()
  await expect(page.getByText('You have no API tokens in this team yet.')).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'orbital-sync' })).toHaveCount(0)
  await page.goto('/my-account/team-settings')
  await expect(page.getByRole('definition').filter({ hasText: personal }).first()).toBeVisible()
  await expect(page.getByText('This is your personal team, made with your account')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // And back, by pointer: the team page follows.
  await teamButton(page).click()
  await page.getByRole('menuitemradio', { name: /Orbital Relay/ }).click()
  await expect(teamButton(page)).toHaveText(/Orbital Relay/)
  await expect(
    page.getByRole('definition').filter({ hasText: 'Orbital Relay' }).first(),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete team' })).toBeVisible()

  // Deleting the team asks first, then leaves its members in their personal team.
  await page.getByRole('button', { name: 'Delete team' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete Orbital Relay?' })
  await expect(dialog).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Delete team' }).click()
  // The dialog's own button: a bare .last() could resolve to the page's button before the
  // dialog opened, and the open dialog makes that one inert.
  await dialog.getByRole('button', { name: 'Delete team' }).click()
  await expect(page.getByText('Orbital Relay was deleted.')).toBeVisible()
  await expect(teamButton(page)).toHaveText(new RegExp(personal))
  expect((await currentUser(api, token)).current_team?.name).toBe(personal)
  await api.dispose()
})

test('a member is invited, joins from another browser, becomes a viewer and is offered no editing', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(90_000)
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const owner = newAccount('inviter')
  const invitee = { ...newAccount('invitee'), name: 'Grace Hopper' }
  await registerAccount(api, owner, { verified: true })
  const team = (await currentUser(api, await signInByApi(api, owner))).current_team?.name as string
  await signIn(page, owner)

  await page.goto('/my-account/team-settings')
  await sections(page).getByRole('link', { name: 'Invitations' }).click()
  await expect(heading(page, /Team settings · Invitations/)).toBeVisible()
  await expect(page.getByText('No invitations yet.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // A refused invitation keeps what was typed: the owner is a member already.
  const email = page.getByRole('textbox', { name: 'Email' })
  await email.fill(owner.email)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(/already/).first()).toBeVisible()
  await expect(email).toHaveValue(owner.email)

  await email.fill(invitee.email)
  await page.getByRole('button', { name: /Role/ }).click()
  await page.getByRole('option', { name: /^Admin/ }).click()
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`${invitee.email} is invited to ${team} as admin.`)).toBeVisible()
  // Roles and statuses read as words, not as the API's lower-case codes (issue 14, item 11).
  const row = page.getByRole('row', { name: new RegExp(invitee.email) })
  await expect(row.getByRole('cell', { name: 'Pending', exact: true })).toBeVisible()
  await expect(row.getByRole('cell', { name: 'Admin', exact: true })).toBeVisible()

  // A second invitation is revoked after confirming.
  const stray = newAccount('stray').email
  await page.getByRole('textbox', { name: 'Email' }).fill(stray)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByRole('row', { name: new RegExp(stray) })).toBeVisible()
  await page.getByRole('button', { name: `Revoke the invitation of ${stray}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Revoke the invitation?' })
  await confirm.getByRole('button', { name: 'Revoke invitation' }).click()
  await expect(page.getByText(`The invitation of ${stray} is revoked.`)).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(stray) })).toHaveCount(0)

  // The invitee accepts in their own browser, creating their account on the way.
  const link = linkIn(await readMail(api, invitee.email, 'You are invited to join'))
  const theirs = await browser.newContext()
  const other = await theirs.newPage()
  await other.goto(link)
  await other.getByRole('textbox', { name: 'Your name' }).fill(invitee.name)
  await other.getByLabel('Password', { exact: true }).fill(invitee.password)
  await other.getByLabel('Confirm password', { exact: true }).fill(invitee.password)
  await other.getByRole('button', { name: 'Create account and join' }).click()
  await expect(other).toHaveURL(/\/onboarding\/profile$/)

  // As an admin they are offered the managers' actions.
  await other.goto('/my-account/team-settings/invitations')
  await expect(other.getByRole('button', { name: 'Send invitation' })).toBeVisible()
  await other.goto('/settings/tokens')
  await expect(other.getByRole('button', { name: 'Create token' })).toBeVisible()

  // The owner makes them a viewer.
  await page.goto('/my-account/team-settings/members')
  await expect(heading(page, /Team settings · Members/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const role = page.getByRole('button', { name: new RegExp(`Role of ${invitee.name}`) })
  await expect(role).toContainText('Admin')
  await role.click()
  await page.getByRole('option', { name: 'Viewer', exact: true }).click()
  await expect(page.getByText(`${invitee.name} is now a viewer.`)).toBeVisible()
  await expect(role).toContainText('Viewer')

  // The viewer sees the team, and no action their role may not take.
  await other.goto('/my-account/team-settings')
  await expect(other.getByRole('definition').filter({ hasText: /^Viewer$/ })).toBeVisible()
  await expect(other.getByRole('button', { name: 'Leave team' })).toBeVisible()
  await expect(other.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0)
  await expect(
    other.getByRole('navigation', { name: 'Team settings sections' }).getByRole('link'),
  ).toHaveText(['Team', 'Members'])
  await expectNoSeriousA11yViolations(other)
  await other.goto('/my-account/team-settings/members')
  await expect(other.getByRole('rowheader', { name: new RegExp(owner.name) })).toBeVisible()
  await expect(other.getByRole('button', { name: /^Role of/ })).toHaveCount(0)
  await expect(other.getByRole('button', { name: /^Remove/ })).toHaveCount(0)
  await other.goto('/my-account/team-settings/invitations')
  await expect(other.getByText(/does not allow you to see the invitations/)).toBeVisible()
  await expect(other.getByRole('button', { name: 'Send invitation' })).toHaveCount(0)
  await expect(other.getByRole('button', { name: /^Revoke/ })).toHaveCount(0)
  await other.goto('/settings/tokens')
  await expect(other.getByText(/does\s+not create API tokens/)).toBeVisible()
  await expect(other.getByRole('button', { name: 'Create token' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(other)

  // Leaving asks first, then puts them back in their personal team.
  await other.goto('/my-account/team-settings')
  await other.getByRole('button', { name: 'Leave team' }).click()
  const leave = other.getByRole('alertdialog', { name: `Leave ${team}?` })
  await leave.getByRole('button', { name: 'Leave team' }).click()
  await expect(other.getByText(`You left ${team}.`)).toBeVisible()
  await expect(teamButton(other)).toHaveText(/Grace's Team/)
  await expect(other.getByRole('button', { name: 'Leave team' })).toHaveCount(0)
  await theirs.close()

  await page.reload()
  await expect(page.getByRole('rowheader', { name: new RegExp(invitee.name) })).toHaveCount(0)
  await api.dispose()
})

test('a team is created from the team switcher and worked in at once', async ({
  page,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const owner = newAccount('founder')
  await registerAccount(api, owner, { verified: true })
  await signIn(page, owner)

  await teamButton(page).click()
  await page.getByRole('menuitem', { name: 'Create a team' }).click()
  const form = page.getByRole('form', { name: 'Create a team' })
  await expect(form).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Nothing typed: the field says so and nothing is created.
  await form.getByRole('button', { name: 'Create team' }).click()
  await expect(form.getByRole('textbox', { name: 'New team name' })).toBeFocused()

  await form.getByRole('textbox', { name: 'New team name' }).fill('Northwind Signals')
  await form.getByRole('button', { name: 'Create team' }).press('Enter')
  await expect(
    page.getByText('Northwind Signals is created; you are working in it now.'),
  ).toBeVisible()
  await expect(teamButton(page)).toHaveText(/Northwind Signals/)
  await expect(
    page.getByRole('definition').filter({ hasText: 'Northwind Signals' }).first(),
  ).toBeVisible()
  const token = await signInByApi(api, owner)
  expect((await currentUser(api, token)).current_team?.name).toBe('Northwind Signals')
  await api.dispose()
})
