import { createFileRoute } from '@tanstack/react-router'
import { guarded } from '../../guards'

export const Route = createFileRoute('/_default/_staff')(guarded('staff'))
