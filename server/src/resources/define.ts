import type { Column, SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { ActivitySubjectType } from '../../../src/contract/activity'
import type { AppLocale, RoutingScope } from '../../../src/contract/constants'
import type { SortKey } from '../../../src/contract/list'
import type { ResourceRules } from '../../../src/contract/permissions'
import type { Database } from '../db/connect'
import type { ListTotal } from '../db/list-query'
import type { Actor } from '../domain/activity/record'
import type { ServerKey, Thing, Words } from '../http/words'

/** A table the engine can serve: string ids, and every row owned by one team. */
export type TeamTable = PgTable & { id: PgColumn; teamId: PgColumn }

/** What every list query parses to (src/contract/list.ts). */
export interface ParsedListQuery {
  page: number
  per_page: number
  sort: SortKey<string>[]
  search?: string | undefined
  filter: Record<string, unknown>
}

type FilterOf<Query extends z.ZodType<ParsedListQuery>> = z.output<Query>['filter']
type SortFieldOf<Query extends z.ZodType<ParsedListQuery>> =
  z.output<Query>['sort'][number]['field']

/**
 * A team-scoped resource, declared once: the engine serves index, store, show, update (PUT)
 * and destroy for it with the list contract, role rules, tenant isolation (another team's id is
 * an unknown one), 422 validation and an activity-log entry for every change.
 */
export interface ResourceDefinition<
  Table extends TeamTable,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Query extends z.ZodType<ParsedListQuery>,
  Item,
> {
  /** The URL segment under the API base, from src/contract/routes.ts (`custom-fields`). */
  path: string
  /** How the activity log names it. */
  subjectType: ActivitySubjectType
  /** How messages name it (the catalogue's words for the code). */
  thing: Thing
  table: Table
  /** The contract's schemas: the store body, the update body (a patch), the list query. */
  schemas: { create: Create; update: Update; query: Query }
  /** The column behind each sortable field of the list query. */
  sortColumns: Record<SortFieldOf<Query>, Column>
  /**
   * The condition of each filter of the list query, given its parsed value; or
   * `'byListConditions'` when `listConditions` reads the whole filter (filters that need the
   * team's data, or keys not known in advance such as `custom.<key>`).
   */
  filters:
    | { [Name in keyof FilterOf<Query>]-?: (value: NonNullable<FilterOf<Query>[Name]>) => SQL }
    | 'byListConditions'
  /** The columns `search` looks in; none when the resource has no search. */
  searchColumns: Column[]
  /** Who may read, create, update and delete; the defaults of src/contract/permissions.ts. */
  rules?: Partial<ResourceRules>
  /** The stored values of a valid store body (the engine adds the team). */
  toValues(input: z.output<Create>): Omit<Table['$inferInsert'], 'teamId' | 'id'>
  /** A stored row as a store body: an update is applied to it and checked whole. */
  toRequest(row: Table['$inferSelect']): z.input<Create>
  /** A row as the API shows it, in the reader's language where the row keeps words. */
  present(row: Table['$inferSelect'], locale: AppLocale): Item
  /** How the activity log labels a row ("VIP level"). */
  label(row: Table['$inferSelect']): string
  /** Unique indexes of the table, by name: the field and message of their 422. */
  unique?: Record<string, { field: string; message: ServerKey }>
  /**
   * Checks a valid body against the team's own data and completes it (custom field types,
   * tags to create), in the write's transaction; throws a ValidationError to refuse it.
   * `appKey` seals what must be stored sealed (domain/security/sealed-secret.ts); `scope` is
   * the call's, for a scoped resource.
   */
  prepare?(
    tx: Database,
    teamId: string,
    input: z.output<Create>,
    appKey: string,
    scope: RoutingScope | undefined,
  ): Promise<z.output<Create>>
  /**
   * Runs in a store's transaction once the row is written (what goes with a new row: a
   * campaign's first lifecycle event); a row it answers is the one shown.
   */
  afterCreate?(
    tx: Database,
    teamId: string,
    row: Table['$inferSelect'],
    actor: Actor,
  ): Promise<Table['$inferSelect'] | undefined>
  /**
   * Refuses a change the row's state does not allow (a campaign that left draft: 409). Runs
   * before the body is checked, and again first in the write's transaction, where it may lock
   * the row.
   */
  guardChange?(
    db: Database,
    teamId: string,
    row: Table['$inferSelect'],
    action: 'update' | 'delete',
  ): Promise<void>
  /**
   * Runs in an update's transaction once the row is written (rename what refers to it); a row
   * it answers is the one shown.
   */
  afterUpdate?(
    tx: Database,
    teamId: string,
    before: Table['$inferSelect'],
    after: Table['$inferSelect'],
    actor: Actor,
  ): Promise<Table['$inferSelect'] | undefined>
  /** Runs in a destroy's transaction once the row is gone (take it off what referred to it). */
  afterDelete?(tx: Database, teamId: string, row: Table['$inferSelect']): Promise<void>
  /**
   * Runs once a store, an update or a destroy has committed (drop what is kept in memory of the
   * team's rows, so the next read loads the committed ones).
   */
  afterCommit?(db: Database, teamId: string): void
  /**
   * List conditions that need the team's data (filters on custom fields), besides `filters`;
   * may throw a ValidationError for a filter value the team's data refuses.
   */
  listConditions?(db: Database, teamId: string, query: z.output<Query>): Promise<SQL | undefined>
  /**
   * The list's total when counting every matching row is not the way (a count table, a count
   * that stops at a cap); `where` is the list's whole condition. Without it the engine counts.
   */
  listTotal?(db: Database, teamId: string, query: z.output<Query>, where: SQL): Promise<ListTotal[]>
  /**
   * A store or an update may give the background work something to do (a contact's write may
   * bring it into a segment an automation sweeps): the work is kicked once it commits.
   */
  kicksWork?: boolean
  /**
   * A routing resource split by scope (constants.ts `routingScopes`): every call takes the
   * query's `scope` (a store also its body's) and sees only that scope's rows, another scope's
   * id being unknown (404). `values` put a new row in its scope; a row whose scope comes from
   * what it hangs on (a rate's route) has none, and a write that leaves it outside the scope is
   * refused with `refusal` (422).
   */
  scope?: {
    rows(scope: RoutingScope): SQL
    values?(scope: RoutingScope): Partial<Table['$inferInsert']>
    refusal: { field: string; message: ServerKey | Words }
  }
  /** Values computed per row when it is read (`contact_count`), handed to `present` with it. */
  computed?: Record<string, SQL>
}

/** Declares a resource; the registry (registry.ts) lists the ones the API serves. */
export function defineResource<
  Table extends TeamTable,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Query extends z.ZodType<ParsedListQuery>,
  Item,
>(definition: ResourceDefinition<Table, Create, Update, Query, Item>) {
  return definition as unknown as AnyResource
}

/**
 * A declared resource with its types erased, as the engine and the registry hold it. The
 * definition's own types were checked when it was declared.
 */
export type AnyResource = ResourceDefinition<
  TeamTable,
  z.ZodType,
  z.ZodType,
  z.ZodType<ParsedListQuery>,
  unknown
>
