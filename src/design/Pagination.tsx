import { useSelector } from '@xstate/react'
import { type ReactNode, useEffect, useRef } from 'react'
import { Button as AriaButton, Link as AriaLink, useLocale } from 'react-aria-components'
import type { PaginationLocale } from '../contract/constants'
import {
  formatPageNumber,
  type PaginationSettings,
  pageHref,
  paginationMachine,
  type ResolvedPaginationSettings,
  resolvePaginationSettings,
  selectPageItems,
} from '../machines/pagination'
import designMessages from '../messages/design/catalogue'
import { useMessages } from '../messages/useMessages'
import { useJournaledActorRef } from '../services/journal/useJournaledActorRef'
import { visuallyHidden } from './a11y.css'
import * as styles from './Pagination.css'

export interface PaginationProps extends PaginationSettings {
  /** Called with the page the user chose (for the link type, the router also navigates). */
  onPageChange?: (page: number) => void
  /** @default 'Pagination' */
  'aria-label'?: string
  className?: string
}

function localeOf(appLocale: string): PaginationLocale {
  const language = appLocale.split('-')[0]
  return language === 'ar' || language === 'fa' ? language : 'en'
}

interface ControlProps {
  settings: ResolvedPaginationSettings
  page: number
  /** The accessible name; without it the visible content (and any hidden words) names it. */
  label?: string
  isDisabled?: boolean
  isCurrent?: boolean
  onPress: () => void
  children: ReactNode
}

function PageControl({
  settings,
  page,
  label,
  isDisabled,
  isCurrent,
  onPress,
  children,
}: ControlProps) {
  const common = {
    'aria-label': label,
    'aria-current': isCurrent ? ('page' as const) : undefined,
    className: styles.control,
    isDisabled,
    onPress,
  }
  return settings.type === 'link' && settings.linkUrl ? (
    <AriaLink {...common} href={pageHref(settings.linkUrl, page)}>
      {children}
    </AriaLink>
  ) : (
    <AriaButton {...common}>{children}</AriaButton>
  )
}

/**
 * Page navigation (spec §5). Settings are checked first: a wrong one throws a
 * PaginationSettingsError naming it, rather than rendering wrong pages.
 */
export function Pagination({
  onPageChange,
  'aria-label': label,
  className,
  ...props
}: PaginationProps) {
  const t = useMessages(designMessages)
  const appLocale = useLocale().locale
  const settings = resolvePaginationSettings({
    ...props,
    locale: props.locale ?? localeOf(appLocale),
  })
  const { totalItems, itemsPerPage, currentPage, maxPagesShown, locale } = settings

  const actor = useJournaledActorRef(paginationMachine, {
    input: { totalItems, itemsPerPage, currentPage },
  })
  const onPageChangeRef = useRef(onPageChange)
  onPageChangeRef.current = onPageChange
  useEffect(() => {
    const changed = actor.on('pagination.changed', ({ page }) => onPageChangeRef.current?.(page))
    return () => changed.unsubscribe()
  }, [actor])
  useEffect(() => {
    actor.send({ type: 'pagination.sync', totalItems, itemsPerPage, currentPage })
  }, [actor, totalItems, itemsPerPage, currentPage])

  const snapshot = useSelector(actor, (state) => state)
  const items = selectPageItems(snapshot, maxPagesShown)
  const page = snapshot.context.page
  const digits = (number: number) => formatPageNumber(number, locale)

  return (
    <nav
      aria-label={label ?? t('pagination.label')}
      dir={settings.dir}
      className={className ?? styles.nav}
    >
      <ol className={styles.list}>
        <li>
          <PageControl
            settings={settings}
            page={Math.max(1, page - 1)}
            label={t('pagination.previous')}
            isDisabled={!snapshot.can({ type: 'pagination.previous' })}
            onPress={() => actor.send({ type: 'pagination.previous' })}
          >
            <span aria-hidden="true">‹</span>
          </PageControl>
        </li>
        {items.map((item) =>
          item.kind === 'page' ? (
            <li key={`page-${item.page}`}>
              <PageControl
                settings={settings}
                page={item.page}
                isCurrent={item.current}
                onPress={() => actor.send({ type: 'pagination.goTo', page: item.page })}
              >
                {/* The name keeps the visible, localized digits (WCAG 2.5.3, label in name). */}
                <span className={visuallyHidden}>{t('pagination.page')}</span> {digits(item.page)}
              </PageControl>
            </li>
          ) : (
            <li key={`jump-${item.direction}`}>
              <PageControl
                settings={settings}
                page={item.page}
                label={t(item.direction === 'back' ? 'pagination.back' : 'pagination.forward', {
                  page: digits(item.page),
                })}
                onPress={() => actor.send({ type: 'pagination.goTo', page: item.page })}
              >
                <span aria-hidden="true">…</span>
              </PageControl>
            </li>
          ),
        )}
        <li>
          <PageControl
            settings={settings}
            page={Math.min(snapshot.context.pageCount, page + 1)}
            label={t('pagination.next')}
            isDisabled={!snapshot.can({ type: 'pagination.next' })}
            onPress={() => actor.send({ type: 'pagination.next' })}
          >
            <span aria-hidden="true">›</span>
          </PageControl>
        </li>
      </ol>
    </nav>
  )
}
