import { and, eq, inArray, ne } from 'drizzle-orm'
import { appLocales } from '../../../../src/contract/constants'
import {
  type NotificationResource,
  type NotificationType,
  notificationFields,
} from '../../../../src/contract/notifications'
import type { TeamRole } from '../../../../src/contract/team'
import { cutText } from '../../../../src/contract/text-cut'
import type { Database } from '../../db/connect'
import { notifications, teamMembers } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { type EventBus, wordedEvent } from '../../events/bus'
import { storeWords } from '../../http/stored-words'
import type { Words } from '../../http/words'
import { type NotificationRow, presentNotification } from './present'

export interface NotificationInput {
  userId: string
  /** The team it is about, seen only while working there; omit for the account itself. */
  teamId?: string | null
  type: NotificationType
  title: Words
  body?: Words
  /** A path of the client to open, e.g. `/my-account/team-settings/members`. */
  link?: string | null
  /** Ids and figures the client may use (`{invitation_id, email}`). */
  data?: Record<string, unknown> | null
}

/** Server-made text is cut to the field limits rather than refused. */
const clip = cutText

/** A stored notification and the user it is for (the resource does not name its owner). */
export interface RaisedNotification {
  userId: string
  row: NotificationRow
}

/** Its title and body in every language, cut to the field limits. */
function storedWordsOf(input: NotificationInput) {
  const clipped = (words: Words, max: number) => storeWords((locale) => clip(words(locale), max))
  return {
    title: clipped(input.title, notificationFields.titleMaxLength),
    body: clipped(input.body ?? (() => ''), notificationFields.bodyMaxLength),
  }
}

/**
 * Stores notifications without announcing them: for a caller inside a transaction, who
 * announces the returned ones once it has committed (a rolled-back change must not be seen live).
 */
export async function storeNotifications(
  db: Database,
  inputs: readonly NotificationInput[],
): Promise<RaisedNotification[]> {
  if (inputs.length === 0) return []
  const rows = await db
    .insert(notifications)
    .values(
      inputs.map((input) => {
        const words = storedWordsOf(input)
        return {
          userId: input.userId,
          teamId: input.teamId ?? null,
          type: input.type,
          title: words.title.en,
          body: words.body.en,
          words,
          link: input.link ? clip(input.link, notificationFields.linkMaxLength) : null,
          data: input.data ?? null,
        }
      }),
    )
    .returning()
  return rows.map((row) => ({ userId: row.userId, row }))
}

/** Pushes stored notifications to their users' open event streams. */
export function announceNotifications(
  events: EventBus,
  raised: readonly RaisedNotification[],
): void {
  for (const { userId, row } of raised)
    events.publish(
      wordedEvent(
        'notification.created',
        row.teamId ? { userId, teamId: row.teamId } : { userId },
        (locale) => presentNotification(row, locale),
      ),
    )
}

type NotifyDeps = Pick<AppDeps, 'db' | 'events'>

/**
 * Raises a notification for one user: stored, then pushed live to their streams. Call it once
 * the change it reports is committed (or use storeNotifications + announceNotifications).
 */
export async function raiseNotification(
  deps: NotifyDeps,
  input: NotificationInput,
): Promise<NotificationResource> {
  const raised = await storeNotifications(deps.db, [input])
  announceNotifications(deps.events, raised)
  const [stored] = raised
  if (!stored) throw new Error('The notification was not stored')
  return presentNotification(stored.row, appLocales[0])
}

export interface TeamNotificationInput extends Omit<NotificationInput, 'userId' | 'teamId'> {
  teamId: string
  /** Only members with these roles (e.g. owners and admins); every member when omitted. */
  roles?: readonly TeamRole[]
  /** Leaves out the member who caused it (who accepted the invitation). */
  exceptUserId?: string
}

/** Raises one notification per member of a team (of the given roles), about that team. */
export async function raiseTeamNotification(
  deps: NotifyDeps,
  input: TeamNotificationInput,
): Promise<NotificationResource[]> {
  const { teamId, roles, exceptUserId, ...content } = input
  const members = await deps.db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        roles ? inArray(teamMembers.role, [...roles]) : undefined,
        exceptUserId ? ne(teamMembers.userId, exceptUserId) : undefined,
      ),
    )
  const raised = await storeNotifications(
    deps.db,
    members.map(({ userId }) => ({ ...content, userId, teamId })),
  )
  announceNotifications(deps.events, raised)
  return raised.map(({ row }) => presentNotification(row, appLocales[0]))
}
