import { createFileRoute } from '@tanstack/react-router'
import { guarded } from '../../guards'

export const Route = createFileRoute('/_blank/_unverified')(guarded('unverified'))
