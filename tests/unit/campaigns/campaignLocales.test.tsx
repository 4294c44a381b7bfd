import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'
import { describe, expect, it } from 'vitest'
import { zeroStats } from '../../../src/contract/sms-campaign'
import { LifecycleSummary } from '../../../src/views/campaigns/detail/LifecycleSummary'
import { lifecycleSnapshotOf } from '../../../src/views/campaigns/detail/lifecycleSnapshot'
import { DeliveryBar } from '../../../src/views/campaigns/list/DeliveryBar'
import { StatusBadge } from '../../../src/views/campaigns/list/StatusBadge'
import { SmsCounter } from '../../../src/views/campaigns/wizard/SmsCounter'
import { campaignOf } from './campaignSample'

const inLocale = (locale: string, ui: ReactNode) =>
  render(<I18nProvider locale={locale}>{ui}</I18nProvider>)

/** The campaign screens speak the interface's language, with its numbers and lists. */
describe('campaign words in Arabic and Persian', () => {
  it('names a status in the reader’s language', () => {
    inLocale('ar', <StatusBadge status="sending" />)
    expect(screen.getByText('قيد الإرسال')).toBeTruthy()
  })

  it('says the delivery shares in one sentence with the locale’s percentages', () => {
    inLocale('fa', <DeliveryBar stats={{ ...zeroStats, delivered: 3, failed: 1 }} />)
    const label = screen.getByRole('img').getAttribute('aria-label') ?? ''
    expect(label).toContain('تحویل‌شده')
    expect(label).toContain(new Intl.NumberFormat('fa', { style: 'percent' }).format(0.75))
  })

  it('lists what a draft lacks in the reader’s words, not the server’s English', () => {
    const draft = campaignOf({ missing: ['recipients', 'a sender id'] })
    inLocale('ar', <LifecycleSummary campaign={draft} lifecycle={lifecycleSnapshotOf(draft)} />)
    const notice = screen.getByText(/ما زال ينقصها/)
    expect(notice.textContent).toContain('معرّف مرسل')
    expect(notice.textContent).not.toContain('a sender id')
  })

  it('counts an SMS in the locale’s digits', () => {
    inLocale('fa', <SmsCounter body="Hello" trackingDomain={null} />)
    expect(screen.getByText('۵')).toBeTruthy()
    expect(screen.getByText('رمزگذاری')).toBeTruthy()
  })
})
