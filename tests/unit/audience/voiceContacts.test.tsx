import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { VoiceContactList } from '../../../src/contract/voice-contact'
import { VoiceContactTable } from '../../../src/views/audience/voice/VoiceContactTable'
import { isFiltered, validateVoiceSearch } from '../../../src/views/audience/voice/voiceSearch'
import { renderInRouter } from './renderScreen'

const empty: VoiceContactList = {
  data: [],
  meta: { total: 0, page: 1, per_page: 10, last_page: 1 },
}

describe('the voice contacts table', () => {
  it('explains that voice contacts appear once calls are made', async () => {
    await renderInRouter(() => (
      <VoiceContactTable result={{ ok: true, data: empty }} filtered={false} />
    ))
    expect(screen.getByText(/Contacts appear here once voice campaigns call them/)).toBeTruthy()
  })

  it('says when the filters match nothing', async () => {
    await renderInRouter(() => <VoiceContactTable result={{ ok: true, data: empty }} filtered />)
    expect(screen.getByText('No voice contact matches these filters.')).toBeTruthy()
  })

  it('shows each contact with its calls and outcomes', async () => {
    const list: VoiceContactList = {
      data: [
        {
          id: 'c-1',
          phone: '+14155550123',
          first_name: 'Ada',
          last_name: 'Lovelace',
          country: 'US',
          status: 'active',
          outcomes: { answered: 2 },
          calls: 2,
          last_call_at: '2026-11-23T10:00:00.000Z',
          last_campaign_id: null,
        },
      ],
      meta: { total: 1, page: 1, per_page: 10, last_page: 1 },
    }
    await renderInRouter(() => (
      <VoiceContactTable result={{ ok: true, data: list }} filtered={false} />
    ))
    const row = screen.getByRole('row', { name: /Ada Lovelace/ })
    expect(row.textContent).toContain('+14155550123')
    expect(row.textContent).toContain('US')
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent).slice(3, 5)).toEqual([
      '2',
      '2',
    ])
  })

  it('offers a retry when the list could not be loaded', async () => {
    await renderInRouter(() => (
      <VoiceContactTable
        result={{
          ok: false,
          status: 0,
          error: Object.assign(new Error('Failed to fetch'), { status: 0 }) as never,
          aborted: false,
        }}
        filtered={false}
      />
    ))
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})

describe('the voice contacts URL', () => {
  it('keeps readable filters and drops the rest', () => {
    expect(
      validateVoiceSearch({
        page: '2',
        q: ' ada ',
        status: 'blocked',
        from: '2026-11-01',
        to: '2026-11-05',
      }),
    ).toEqual({ page: 2, q: 'ada', status: 'blocked', from: '2026-11-01', to: '2026-11-05' })
    expect(
      validateVoiceSearch({ status: 'gone', from: '2026-02-30', to: '2026-03-01', q: '  ' }),
    ).toEqual({})
    expect(validateVoiceSearch({ from: '2026-11-05', to: '2026-11-01' })).toEqual({})
    expect(isFiltered({ page: 3 })).toBe(false)
    expect(isFiltered({ status: 'active' })).toBe(true)
  })
})
