import type { SnapshotFrom } from 'xstate'
import { type PageItem, pageWindow } from './pageWindow'
import type { PaginationMachine } from './pagination.machine'

type PaginationSnapshot = SnapshotFrom<PaginationMachine>

export const selectPage = (snapshot: PaginationSnapshot) => snapshot.context.page
export const selectPageCount = (snapshot: PaginationSnapshot) => snapshot.context.pageCount

export const selectPageItems = (snapshot: PaginationSnapshot, maxPagesShown: number): PageItem[] =>
  pageWindow(snapshot.context.page, snapshot.context.pageCount, maxPagesShown)
