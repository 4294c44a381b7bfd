import { render, screen, within } from '@testing-library/react'
import { I18nProvider } from 'react-aria-components'
import { describe, expect, it } from 'vitest'
import { chartGraph } from '../../../src/services/statechart/graph'
import { highlightOf } from '../../../src/services/statechart/highlight'
import { chartOf, stateNamesOf } from '../../../src/services/statechart/structure'
import { StateChartText } from '../../../src/views/audit/StateChartText'
import { fixtureMachine } from '../../machines/support/fixtureMachine'

const chart = chartOf(fixtureMachine)

function renderStep(
  before: string | null,
  after: Parameters<typeof highlightOf>[1]['after'],
  eventType: string,
  locale = 'en',
) {
  const graph = chartGraph(chart, highlightOf(chart, { before, after, eventType }))
  return render(
    <I18nProvider locale={locale}>
      <StateChartText graph={graph} names={stateNamesOf(chart)} />
    </I18nProvider>,
  )
}

describe('the chart as text', () => {
  it('nests the states, parallel regions included, and marks the step in words', () => {
    renderStep('idle', { busy: { light: 'off', sound: 'quiet' } }, 'fixture.go')
    const items = within(screen.getByRole('list', { name: 'States' })).getAllByRole('listitem')
    const line = (name: string) =>
      items.find((item) => item.firstChild?.textContent === name)?.textContent ?? ''
    expect(line('idle')).toMatch(/^idle, initial active before$/)
    expect(line('busy')).toMatch(/^busy \(parallel\) active after/)
    expect(line('light')).toMatch(/^light \(region\) active after/)
    expect(line('refused')).toBe('refused')
  })

  it('lists every transition with its guard, delay and actions, the taken one marked', () => {
    renderStep('idle', 'refused', 'fixture.go')
    const rows = within(screen.getByRole('list', { name: 'Transitions' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(rows).toEqual([
      'idle → busy: fixture.go [isReady]',
      'idle → refused: fixture.go / countAttempt taken',
      'refused → idle: fixture.back',
      'busy → idle: after settle (250 ms)',
      'busy.light.off → busy.light.on: fixture.toggle',
    ])
  })

  it('says the kinds and marks in the reader’s language, right to left', () => {
    renderStep('idle', { busy: { light: 'off', sound: 'quiet' } }, 'fixture.go', 'ar')
    const items = within(screen.getByRole('list', { name: 'الحالات' })).getAllByRole('listitem')
    const line = (name: string) =>
      items.find((item) => item.firstChild?.textContent === name)?.textContent ?? ''
    expect(line('busy')).toMatch(/^busy \(متوازية\) نشطة بعد/)
    expect(line('light')).toMatch(/^light \(منطقة\)/)
  })
})
