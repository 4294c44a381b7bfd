import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OfferResource } from '../../../src/contract/offer'
import type { SenderIdResource } from '../../../src/contract/sender-id'
import type { TextResource } from '../../../src/contract/sms-text'
import { loadLibrary } from '../../../src/views/campaigns/library/libraryLoader'
import { OfferForm } from '../../../src/views/campaigns/library/OfferForm'
import { OfferList } from '../../../src/views/campaigns/library/OfferList'
import { SenderIdForm } from '../../../src/views/campaigns/library/SenderIdForm'
import { SenderIdList } from '../../../src/views/campaigns/library/SenderIdList'
import { TextForm } from '../../../src/views/campaigns/library/TextForm'
import { TextList } from '../../../src/views/campaigns/library/TextList'
import { renderInRouter } from '../audience/renderScreen'

const calls = () => ({
  list: vi.fn(),
  show: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  generate: vi.fn(),
})
const apis = vi.hoisted(() => ({
  offers: {} as Record<string, ReturnType<typeof vi.fn>>,
  senderIds: {} as Record<string, ReturnType<typeof vi.fn>>,
  texts: {} as Record<string, ReturnType<typeof vi.fn>>,
  countries: vi.fn(),
}))
vi.mock('../../../src/views/campaigns/library/libraryApis', () => ({
  offersApi: apis.offers,
  senderIdsApi: apis.senderIds,
  textsApi: apis.texts,
  loadCountries: apis.countries,
}))

const stamp = '2026-11-23T10:00:00.000Z'
const sale: OfferResource = {
  id: 'offer-1',
  name: 'Winter sale',
  url: 'https://shop.example.com/winter',
  payout: '12.50',
  currency: 'EUR',
  created_at: stamp,
  updated_at: stamp,
}
const shop: SenderIdResource = {
  id: 'sender-1',
  value: 'SHOPNOW',
  kind: 'alphanumeric',
  countries: ['DE'],
  created_at: stamp,
  updated_at: stamp,
}
const promo: TextResource = {
  id: 'text-1',
  name: 'Promo',
  body: 'Hi {first_name}',
  variables: ['first_name'],
  created_at: stamp,
  updated_at: stamp,
}
const meta = { total: 1, page: 1, per_page: 10, last_page: 1 }
const countries = [
  { code: 'DE', name: 'Germany', dial_code: '49' },
  { code: 'FR', name: 'France', dial_code: '33' },
]
const refused = (field: string, message: string) => ({
  ok: false,
  status: 422,
  validation: { message, errors: { [field]: [message] } },
})

describe('the campaign library', () => {
  beforeAll(async () => {
    await import('../../../src/design/Modal')
  })
  beforeEach(() => {
    for (const api of [apis.offers, apis.senderIds, apis.texts]) Object.assign(api, calls())
    apis.countries.mockReset()
  })

  it('loads the open tab, and the record the URL edits from its page or on its own', async () => {
    apis.offers.list?.mockResolvedValue({ ok: true, data: { data: [sale], meta } })
    const signal = new AbortController().signal
    expect(await loadLibrary({ edit: 'offer-1' }, signal)).toEqual({
      tab: 'offers',
      list: { ok: true, data: { data: [sale], meta } },
      editing: { ok: true, data: sale },
    })
    expect(apis.offers.show).not.toHaveBeenCalled()

    apis.texts.list?.mockResolvedValue({ ok: true, data: { data: [], meta } })
    apis.texts.show?.mockResolvedValue({ ok: true, data: promo })
    const texts = await loadLibrary({ tab: 'texts', page: 2, edit: 'text-1' }, signal)
    expect(texts.editing).toEqual({ ok: true, data: promo })
    expect(apis.texts.list).toHaveBeenCalledWith({ page: 2 }, signal)

    apis.senderIds.list?.mockResolvedValue({ ok: true, data: { data: [shop], meta } })
    apis.countries.mockResolvedValue({ ok: true, data: { data: countries } })
    const senders = await loadLibrary({ tab: 'sender-ids', edit: 'new' }, signal)
    expect(senders).toMatchObject({ tab: 'sender-ids', editing: 'new', countries })
    expect(apis.offers.list).toHaveBeenCalledTimes(1)
  })

  it('creates an offer with a currency picked from the list', async () => {
    apis.offers.create?.mockResolvedValue({ ok: true, data: sale })
    const onSaved = vi.fn()
    await renderInRouter(() => <OfferForm offer={null} onSaved={onSaved} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Winter sale')
    await userEvent.type(screen.getByRole('textbox', { name: /^URL/ }), sale.url)
    await userEvent.type(screen.getByRole('textbox', { name: /^Payout/ }), '12.50')
    await userEvent.click(screen.getByRole('button', { name: /Currency/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'EUR – Euro' }))
    await userEvent.click(screen.getByRole('button', { name: 'Create offer' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(sale))
    expect(apis.offers.create).toHaveBeenCalledWith(
      { name: 'Winter sale', url: sale.url, payout: '12.50', currency: 'EUR' },
      expect.any(AbortSignal),
    )
  }, 30_000)

  it('shows a refused payout at its field and keeps what was typed', async () => {
    apis.offers.update?.mockResolvedValue(
      refused('payout', 'The payout field must be an amount like 12.50.'),
    )
    const onSaved = vi.fn()
    await renderInRouter(() => <OfferForm offer={sale} onSaved={onSaved} />)
    const payout = screen.getByRole('textbox', { name: /^Payout/ })
    await userEvent.clear(payout)
    await userEvent.type(payout, '12,5')
    await userEvent.click(screen.getByRole('button', { name: 'Save offer' }))
    await screen.findByText('The payout field must be an amount like 12.50.')
    expect(payout.getAttribute('aria-invalid')).toBe('true')
    expect(payout).toHaveProperty('value', '12,5')
    expect(apis.offers.update).toHaveBeenCalledWith(
      'offer-1',
      expect.objectContaining({ payout: '12,5', currency: 'EUR' }),
      expect.any(AbortSignal),
    )
    expect(onSaved).not.toHaveBeenCalled()
  }, 30_000)

  it('reads a sender id as it is typed and shows the refusal at the field', async () => {
    apis.senderIds.create?.mockResolvedValue(
      refused('value', 'The value field must be letters and digits.'),
    )
    await renderInRouter(() => (
      <SenderIdForm senderId={null} countries={countries} onSaved={vi.fn()} />
    ))
    const value = screen.getByRole('textbox', { name: /^Sender id/ })
    await userEvent.type(value, 'SHOPNOWTODAY')
    expect(screen.getByText('Too long for alphanumeric: 12 of at most 11 characters.')).toBeTruthy()
    await userEvent.click(screen.getByRole('option', { name: 'France' }))
    expect(screen.getByText('Only in this country.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Create sender id' }))
    await screen.findByText('The value field must be letters and digits.')
    expect(value.getAttribute('aria-invalid')).toBe('true')
    expect(value).toHaveProperty('value', 'SHOPNOWTODAY')
    expect(apis.senderIds.create).toHaveBeenCalledWith(
      { value: 'SHOPNOWTODAY', countries: ['FR'] },
      expect.any(AbortSignal),
    )
    await userEvent.clear(value)
    await userEvent.type(value, '+4915112345678')
    expect(screen.getByText('Numeric: 13 of at most 15 digits.')).toBeTruthy()
  }, 30_000)

  it('counts a body as it is typed and saves a proposed variant, edited, as a new text', async () => {
    let answer: (value: unknown) => void = () => {}
    apis.texts.generate?.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const variant: TextResource = { ...promo, id: 'text-2', name: 'Promo (variant 1)' }
    apis.texts.create?.mockResolvedValue({ ok: true, data: variant })
    const onVariantSaved = vi.fn()
    await renderInRouter(() => (
      <TextForm text={promo} onSaved={vi.fn()} onVariantSaved={onVariantSaved} />
    ))
    expect(screen.getByText('GSM-7: 17 characters, 1 part, 143 left in this part.')).toBeTruthy()
    const body = screen.getByRole('textbox', { name: 'Body' })
    await userEvent.type(body, ' – ')
    expect(screen.getByText(/^UCS-2 \(because of –\): 18 characters/)).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Generate variants' }))
    expect(apis.texts.generate).toHaveBeenCalledWith(
      { body: 'Hi {first_name} – ' },
      expect.any(AbortSignal),
    )
    expect(await screen.findByText('Loading…')).toBeTruthy()
    answer({
      ok: true,
      data: {
        variants: [
          { body: 'Hello {first_name}', variables: ['first_name'] },
          { body: 'Hey {first_name}!', variables: ['first_name'] },
        ],
      },
    })
    const proposals = await screen.findByRole('list', { name: 'Proposed variants' })
    expect(within(proposals).getAllByRole('listitem')).toHaveLength(2)
    const second = within(proposals).getByRole('textbox', { name: 'Variant 2' })
    await userEvent.type(second, ' Today only.')
    await userEvent.click(within(proposals).getByRole('button', { name: 'Save variant 2' }))
    await waitFor(() => expect(onVariantSaved).toHaveBeenCalledWith(variant))
    expect(apis.texts.create).toHaveBeenCalledWith(
      { name: 'Promo (variant 2)', body: 'Hey {first_name}! Today only.' },
      expect.any(AbortSignal),
    )
    expect(within(proposals).getByText('Saved as the text “Promo (variant 1)”.')).toBeTruthy()
  }, 30_000)

  it('lists offers, says so when there are none, and offers a retry when the list failed', async () => {
    const { unmount } = await renderInRouter(() => (
      <OfferList result={{ ok: true, data: { data: [sale], meta } }} canWrite />
    ))
    expect(screen.getByRole('row', { name: /Winter sale/ }).textContent).toContain('€12.50')
    expect(screen.getByRole('button', { name: 'New offer' })).toBeTruthy()
    unmount()

    const empty = await renderInRouter(() => (
      <OfferList result={{ ok: true, data: { data: [], meta } }} canWrite={false} />
    ))
    expect(screen.getByText(/No offers yet\. An editor can add one\./)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'New offer' })).toBeNull()
    empty.unmount()

    await renderInRouter(() => (
      <OfferList
        result={{
          ok: false,
          status: 503,
          error: Object.assign(new Error('Service unavailable'), { status: 503 }) as never,
          aborted: false,
        }}
        canWrite
      />
    ))
    expect(screen.getByRole('alert').textContent).toContain('The offers could not be loaded')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  }, 30_000)

  it('lists sender ids by kind and country names, and texts by parts and placeholders', async () => {
    const anywhere = {
      ...shop,
      id: 'sender-2',
      value: '447700900123',
      kind: 'numeric' as const,
      countries: [],
    }
    const senders = await renderInRouter(() => (
      <SenderIdList
        result={{ ok: true, data: { data: [shop, anywhere], meta } }}
        countries={countries}
        canWrite
      />
    ))
    expect(screen.getByRole('row', { name: /SHOPNOW/ }).textContent).toContain(
      'AlphanumericGermany',
    )
    expect(screen.getByRole('row', { name: /447700900123/ }).textContent).toContain(
      'NumericAnywhere',
    )
    senders.unmount()

    const untitled = { ...promo, id: 'text-2', name: null, body: 'ç'.repeat(71), variables: [] }
    await renderInRouter(() => (
      <TextList result={{ ok: true, data: { data: [promo, untitled], meta } }} canWrite={false} />
    ))
    const [, named, unnamed] = screen.getAllByRole('row')
    expect(named?.textContent).toContain('1 × GSM-7{first_name}')
    // GSM-7 has Ç but not ç: 71 of them take two UCS-2 parts.
    expect(unnamed?.textContent).toContain('2 × UCS-2—')
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull()
  }, 30_000)

  it('deletes an offer only once confirmed', async () => {
    apis.offers.remove?.mockResolvedValue({ ok: true, data: { message: 'Deleted.' } })
    const { notifier } = await renderInRouter(() => (
      <OfferList result={{ ok: true, data: { data: [sale], meta } }} canWrite />
    ))
    const notify = vi.spyOn(notifier, 'notify')
    await userEvent.click(screen.getByRole('button', { name: 'Delete Winter sale' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Winter sale?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(apis.offers.remove).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Delete Winter sale' }))
    const again = await screen.findByRole('alertdialog', { name: 'Delete Winter sale?' })
    await userEvent.click(within(again).getByRole('button', { name: 'Delete offer' }))
    await waitFor(() =>
      expect(apis.offers.remove).toHaveBeenCalledWith('offer-1', expect.any(AbortSignal)),
    )
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Winter sale is deleted.' }),
    )
  }, 30_000)
})
