import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../errors/NotFoundPage'

/** The catch-all of spec §2: whatever no other route matches is a 404. */
export const Route = createFileRoute('/$')({ component: NotFoundPage })
