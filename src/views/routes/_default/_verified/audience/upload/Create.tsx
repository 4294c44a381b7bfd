import { createFileRoute } from '@tanstack/react-router'
import { UploadScreen } from '../../../../../audience/uploads/UploadScreen'

/** `?file=<id>`: continue with a data file uploaded before. */
export interface UploadSearch {
  file?: string
}

export const Route = createFileRoute('/_default/_verified/audience/upload/Create')({
  validateSearch: (search: Record<string, unknown>): UploadSearch =>
    typeof search.file === 'string' && search.file !== '' ? { file: search.file } : {},
  component: UploadScreen,
})
