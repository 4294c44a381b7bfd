import { useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import {
  type RecordReference,
  type ReferenceCheckResponse,
  recordsOf,
  referenceKey,
} from '../../../contract/automation/problems'
import { dataOrThrow } from '../../../contract/result'
import { type FlowEditorRef, selectGraph } from '../../../machines/flowEditor'
import type { ApiResult } from '../../../services/http/client'
import { useLiveQuery } from '../../lists/useLiveQuery'

/** POST automations/references, as editorApi.checkReferences asks it. */
export type ReferenceChecker = (
  body: { references: RecordReference[] },
  signal: AbortSignal,
) => Promise<ApiResult<ReferenceCheckResponse>>

/** Typing an id into a plain field changes the references at each key: ask once it pauses. */
const settleMs = 400

/**
 * Keeps the editor told which records its draft names are gone (deleted since they were picked),
 * so the problems panel shows what a publish would refuse. One request per distinct set of
 * referenced records (the same set is not asked again); none without `check` or references.
 */
export function useReferenceCheck(editor: FlowEditorRef, check: ReferenceChecker | undefined) {
  // A string, so a drag or an edit that names the same records renders nothing here.
  const asked = useSelector(editor, (snapshot) =>
    check ? JSON.stringify(recordsOf(selectGraph(snapshot))) : '[]',
  )
  const references = useMemo(() => JSON.parse(asked) as RecordReference[], [asked])
  const answer = useLiveQuery(
    async (records: RecordReference[], signal: AbortSignal) =>
      check && records.length > 0
        ? dataOrThrow(await check({ references: records }, signal)).missing.map(referenceKey)
        : [],
    references,
    settleMs,
  )
  const missing = answer.data
  useEffect(() => {
    if (missing) editor.send({ type: 'references.checked', missing })
  }, [editor, missing])
}
