import { useLoaderData, useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PageFrame } from '../frame/PageFrame'
import { PendingList } from '../lists/PendingList'
import { NotificationList } from './NotificationList'
import { notificationChanges } from './notificationsApi'
import type { NotificationsSearch } from './notificationsSearch'

const route = '/_default/_auth/notifications'

/** Only the filters that are set go to the URL. */
const searchOf = ({ type, status }: NotificationsSearch): NotificationsSearch => ({
  ...(type ? { type } : {}),
  ...(status ? { status } : {}),
})

/**
 * /notifications: every notification of the user here (this team's and the account's), newest
 * first, filtered in the URL, and followed live: any change on the event stream (one raised or
 * marked, here or in another tab) loads the page again.
 */
export function NotificationsScreen() {
  const router = useRouter()
  const navigate = useNavigate()
  const { list, types } = useLoaderData({ from: route })
  const search = useSearch({ from: route })

  useEffect(() => {
    const reload = () => void router.invalidate()
    // Loaded again once the stream is open too: a change made while it opened is not missed.
    const subscription = notificationChanges(reload).subscribe(reload)
    return () => subscription.unsubscribe()
  }, [router])

  return (
    <PageFrame>
      <NotificationList
        list={list}
        types={types}
        search={search}
        onSearch={(next) => void navigate({ to: '/notifications', search: searchOf(next) })}
        onChanged={() => router.invalidate()}
      />
    </PageFrame>
  )
}

export function NotificationsPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
