import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { signInAsNewUser } from './support/session'

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })
const sheet = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })

// Each test starts from a team with an empty library: the worker's shared team may hold sender
// ids and texts other campaign tests made.
test.beforeEach(async ({ page }) => {
  await signInAsNewUser(page, 'library')
})

/** Asks to delete a row's record, checks the confirmation, confirms it and sees the row go. */
async function deleteConfirmed(page: Page, label: string, confirmLabel: string) {
  await page.getByRole('button', { name: `Delete ${label}` }).click()
  const confirm = page.getByRole('alertdialog', { name: `Delete ${label}?` })
  await expect(confirm).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await confirm.getByRole('button', { name: confirmLabel }).click()
  await expect(page.getByText(`${label} is deleted.`)).toBeVisible()
  await expect(page.getByRole('row', { name: label })).toHaveCount(0)
}

test('an offer is created, edited and deleted after confirming', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/campaigns/offers')
  await expect(heading(page, 'Offers')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Offers' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText(/No offers yet\./)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'New offer' }).click()
  await expect(page).toHaveURL(/edit=new/)
  const create = sheet(page, 'New offer')
  await expect(create).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await create.getByRole('textbox', { name: 'Name' }).fill('Winter sale')
  await create.getByRole('textbox', { name: /^URL/ }).fill('https://shop.example.com/winter')
  await create.getByRole('textbox', { name: /^Payout/ }).fill('12.50')
  await create.getByRole('button', { name: /Currency/ }).click()
  await page.getByRole('option', { name: 'EUR – Euro' }).click()
  await create.getByRole('button', { name: 'Create offer' }).click()
  await expect(page.getByText('Winter sale is created.')).toBeVisible()
  await expect(create).toBeHidden()
  const row = page.getByRole('row', { name: /Winter sale/ })
  await expect(row).toContainText('€12.50')
  await expect(row).toContainText('https://shop.example.com/winter')

  // A payout the server refuses is shown at the field; what was typed stays.
  await page.getByRole('button', { name: 'Edit Winter sale' }).click()
  const edit = sheet(page, 'Edit Winter sale')
  await expect(edit.getByRole('textbox', { name: /^URL/ })).toHaveValue(
    'https://shop.example.com/winter',
  )
  const payout = edit.getByRole('textbox', { name: /^Payout/ })
  await payout.fill('12,5')
  await edit.getByRole('button', { name: 'Save offer' }).click()
  await expect(edit.getByText(/must be an amount like 12\.50/)).toBeVisible()
  await expect(payout).toHaveAttribute('aria-invalid', 'true')
  await expect(payout).toHaveValue('12,5')
  await payout.fill('15')
  await edit.getByRole('textbox', { name: 'Name' }).fill('Spring sale')
  await edit.getByRole('button', { name: 'Save offer' }).click()
  await expect(page.getByText('Spring sale is saved.')).toBeVisible()
  await expect(page.getByRole('row', { name: /Spring sale/ })).toContainText('€15.00')

  await deleteConfirmed(page, 'Spring sale', 'Delete offer')
  await expect(page.getByText(/No offers yet\./)).toBeVisible()
})

test('a sender id too long is refused at the field, then created, edited and deleted', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/campaigns/offers')
  await page.getByRole('tab', { name: 'Sender ids' }).click()
  await expect(page).toHaveURL(/tab=sender-ids/)
  await expect(page.getByRole('heading', { level: 2, name: 'Sender ids' })).toBeVisible()
  await expect(page.getByText(/No sender ids yet\./)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'New sender id' }).click()
  const create = sheet(page, 'New sender id')
  const value = create.getByRole('textbox', { name: /^Sender id/ })
  await value.fill('SHOPNOWTODAY')
  // Read live as typed: the kind and how far past its limit.
  await expect(
    create.getByText('Too long for alphanumeric: 12 of at most 11 characters.'),
  ).toBeVisible()
  await create.getByRole('button', { name: 'Create sender id' }).click()
  await expect(create.getByText(/must be letters and digits/)).toBeVisible()
  await expect(value).toHaveAttribute('aria-invalid', 'true')
  await expect(value).toHaveValue('SHOPNOWTODAY')
  await expectNoSeriousA11yViolations(page)

  await value.fill('SHOPNOW')
  await expect(create.getByText('Alphanumeric: 7 of at most 11 characters.')).toBeVisible()
  // The countries: a list filtered by what is typed in its search box.
  const find = create.getByRole('searchbox', { name: 'Search countries' })
  await find.fill('germ')
  await create.getByRole('option', { name: 'Germany' }).click()
  await find.fill('fran')
  await create.getByRole('option', { name: 'France' }).click()
  await expect(create.getByRole('option', { name: 'France' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(create.getByText('Only in these 2 countries.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await create.getByRole('button', { name: 'Create sender id' }).click()
  await expect(page.getByText('SHOPNOW is created.')).toBeVisible()
  const row = page.getByRole('row', { name: /SHOPNOW/ })
  await expect(row).toContainText('Alphanumeric')
  // Kept in code order (DE, FR), whatever the order they were picked in.
  await expect(row).toContainText('Germany, France')

  await page.getByRole('button', { name: 'Edit SHOPNOW' }).click()
  const edit = sheet(page, 'Edit SHOPNOW')
  await expect(edit.getByRole('option', { name: 'Germany' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await edit.getByRole('textbox', { name: /^Sender id/ }).fill('+447700900123')
  await expect(edit.getByText('Numeric: 12 of at most 15 digits.')).toBeVisible()
  await edit.getByRole('button', { name: 'Save sender id' }).click()
  await expect(page.getByText('+447700900123 is saved.')).toBeVisible()
  await expect(page.getByRole('row', { name: /\+447700900123/ })).toContainText('Numeric')

  await deleteConfirmed(page, '+447700900123', 'Delete sender id')
})

test('a text is written with its part counter, edited, varied, and deleted', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/campaigns/offers?tab=texts')
  await expect(page.getByRole('tab', { name: 'Texts' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText(/No texts yet\./)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'New text' }).click()
  const create = sheet(page, 'New text')
  await create.getByRole('textbox', { name: 'Name' }).fill('Winter promo')
  const body = create.getByRole('textbox', { name: 'Body' })
  await body.fill('Hi {first_name}, winter prices: {offer_link}')
  await expect(
    create.getByText('GSM-7: 48 characters, 1 part, 112 left in this part.'),
  ).toBeVisible()
  await expect(create.getByText(/Placeholders: \{first_name\}, \{offer_link\}/)).toBeVisible()
  // Braces are in GSM-7's extension table: 2 each. A character outside GSM-7 turns the whole text into UCS-2, and says which one.
  await body.fill('Hi {first_name}, winter prices ❄ {offer_link}')
  await expect(
    create.getByText('UCS-2 (because of ❄): 45 characters, 1 part, 25 left in this part.'),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await body.fill('Hi {first_name}, winter prices: {offer_link}')
  await create.getByRole('button', { name: 'Create text' }).click()
  await expect(page.getByText('Winter promo is created.')).toBeVisible()
  const row = page.getByRole('row', { name: /Winter promo/ })
  await expect(row).toContainText('1 × GSM-7')
  await expect(row).toContainText('{first_name}, {offer_link}')

  // Variants of the saved text: proposed, one edited and saved as a new text.
  await page.getByRole('button', { name: 'Edit Winter promo' }).click()
  const edit = sheet(page, 'Edit Winter promo')
  await edit.getByRole('button', { name: 'Generate variants' }).click()
  const proposals = edit.getByRole('list', { name: 'Proposed variants' })
  await expect(proposals.getByRole('listitem')).toHaveCount(3)
  // Every proposal keeps the body's placeholders, as the panel promises.
  for (const number of [1, 2, 3]) {
    const proposal = proposals.getByRole('textbox', { name: `Variant ${number}`, exact: true })
    await expect(proposal).toHaveValue(/\{first_name\}.*\{offer_link\}/)
  }
  await expectNoSeriousA11yViolations(page)
  const first = proposals.getByRole('textbox', { name: 'Variant 1', exact: true })
  await first.fill(`${await first.inputValue()} Ends Sunday.`)
  const chosen = await first.inputValue()
  await edit.getByRole('textbox', { name: 'Name of variant 1' }).fill('Winter promo B')
  await edit.getByRole('button', { name: 'Save variant 1' }).click()
  await expect(page.getByText('Winter promo B is saved as a new text.')).toBeVisible()
  await expect(edit.getByText('Saved as the text “Winter promo B”.')).toBeVisible()

  // The text itself, renamed.
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('Winter promo A')
  await edit.getByRole('button', { name: 'Save text' }).click()
  await expect(page.getByText('Winter promo A is saved.')).toBeVisible()
  await expect(page.getByRole('row', { name: /Winter promo A/ })).toBeVisible()
  await expect(page.getByRole('row', { name: /Winter promo B/ })).toContainText(chosen)

  await deleteConfirmed(page, 'Winter promo A', 'Delete text')
  await deleteConfirmed(page, 'Winter promo B', 'Delete text')
  await expect(page.getByText(/No texts yet\./)).toBeVisible()
})
