import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { homeSummary } from '../../../src/contract/home'
import { HttpError } from '../../../src/services/http/errors'
import { HomeView } from '../../../src/views/home/HomeView'
import { isNewTeam } from '../../../src/views/home/isNewTeam'
import { renderInRouter } from '../audience/renderScreen'
import { busyDay, homeIds, newTeam } from './homeSample'

const loaded = (data: typeof busyDay) => ({ ok: true as const, data })
const region = (name: string) => screen.getByRole('region', { name })

describe('the home view', () => {
  it('says it is loading while the summary is on its way', async () => {
    await renderInRouter(() => <HomeView result={null} onRetry={() => {}} />)
    expect(screen.getByRole('status').textContent).toContain("Loading your team's day")
  })

  it('shows why it failed and tries again when asked', async () => {
    const onRetry = vi.fn()
    await renderInRouter(() => (
      <HomeView
        result={{
          ok: false,
          status: 500,
          error: new HttpError(500, '/home/summary', null, 'The server is down.'),
          aborted: false,
        }}
        onRetry={onRetry}
      />
    ))
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('The home page could not be loaded')
    expect(alert.textContent).toContain('The server is down.')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('gives a new team its first three steps as links', async () => {
    expect(homeSummary.parse(newTeam)).toEqual(newTeam)
    await renderInRouter(() => <HomeView result={loaded(newTeam)} onRetry={() => {}} />)
    const steps = within(screen.getByRole('list', { name: 'First steps' })).getAllByRole('link')
    expect(steps.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Import contacts', '/audience/upload/Create'],
      ['Create a sender id and a text', '/campaigns/offers?tab=sender-ids'],
      ['Create a campaign', '/campaigns'],
    ])
    expect(screen.queryByRole('region', { name: 'Sending now' })).toBeNull()
  })

  it('follows each sending campaign to its screen with its progress', async () => {
    await renderInRouter(() => <HomeView result={loaded(busyDay)} onRetry={() => {}} />)
    const sending = region('Sending now')
    expect(within(sending).getByRole('link', { name: 'Spring sale' }).getAttribute('href')).toBe(
      `/campaigns/${homeIds.sms}`,
    )
    expect(within(sending).getByRole('link', { name: 'Reminder calls' }).getAttribute('href')).toBe(
      `/agents/campaigns/${homeIds.voice}`,
    )
    const [sms] = within(sending).getAllByRole('progressbar')
    expect(sms?.getAttribute('aria-valuenow')).toBe('10')
    expect(sms?.getAttribute('aria-valuemax')).toBe('20')
    expect(sms?.getAttribute('aria-valuetext')).toBe('10 of 20 sent: 7 delivered, 1 failed')
    // A voice campaign's stats have no total to measure against: its figures are said as text.
    expect(sending.textContent).toContain('4 calls placed: 2 answered, 1 failed')
  })

  it('sets today against yesterday, with money in its currency', async () => {
    await renderInRouter(() => <HomeView result={loaded(busyDay)} onRetry={() => {}} />)
    const today = region('Today against yesterday')
    const text = today.textContent ?? ''
    expect(text).toContain('Messages sent12')
    expect(text).toContain('4 more than yesterday')
    expect(text).toContain('Calls answered21 fewer than yesterday')
    expect(text).toContain('Calls placed4Same as yesterday')
    expect(text).toContain('Messages cost€0.54')
    expect(text).toContain('Yesterday: €0.36')
    expect(within(today).getByText('Messages and calls, today and yesterday')).toBeTruthy()
  })

  it('lists what needs attention with its reason, and work running, each linked', async () => {
    await renderInRouter(() => <HomeView result={loaded(busyDay)} onRetry={() => {}} />)
    const attention = region('Needs attention')
    const links = within(attention).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Broken route', `/campaigns/${homeIds.failed}`],
      ['old.csv', '/audience/Uploads'],
    ])
    expect(attention.textContent).toContain('Campaign failed')
    expect(attention.textContent).toContain('The carrier refused the bind.')
    const running = region('Running now')
    expect(
      within(running).getByRole('link', { name: 'Count of segment Active' }).getAttribute('href'),
    ).toBe(`/audience/contacts/segments/${homeIds.segment}`)
    expect(within(running).getByRole('link', { name: 'Import of leads.csv' })).toBeTruthy()
    expect(region('Audience').textContent).toContain('3 contacts')
  })
})

describe('a new team', () => {
  it('is one with no contacts, traffic, work or trouble', () => {
    expect(isNewTeam(newTeam)).toBe(true)
    expect(isNewTeam(busyDay)).toBe(false)
    expect(isNewTeam({ ...newTeam, audience: { ...newTeam.audience, total: 1 } })).toBe(false)
    expect(isNewTeam({ ...newTeam, attention: busyDay.attention })).toBe(false)
  })
})
