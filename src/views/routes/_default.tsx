import { createFileRoute } from '@tanstack/react-router'
import { DefaultLayout } from '../layouts/DefaultLayout'

export const Route = createFileRoute('/_default')({ component: DefaultLayout })
