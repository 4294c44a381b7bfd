import type { ComponentType } from 'react'
import { ButtonSection } from './ButtonSection'
import { ChartsSection } from './ChartsSection'
import { ConfirmSection } from './ConfirmSection'
import { DatePickerSection } from './DatePickerSection'
import { ModalSection } from './ModalSection'
import { PaginationSection } from './PaginationSection'
import { PhoneInputSection } from './PhoneInputSection'
import { ToastSection } from './ToastSection'
import { UploadSection } from './UploadSection'

export interface GallerySection {
  /** The section's anchor (`/design#toast`) and the prefix of its test ids. */
  id: string
  title: string
  Component: ComponentType
}

/** The gallery's sections, in page order; a new component adds its section here. */
export const gallerySections: GallerySection[] = [
  { id: 'push-button', title: 'Button', Component: ButtonSection },
  { id: 'toast', title: 'Toast', Component: ToastSection },
  { id: 'modal', title: 'Modal', Component: ModalSection },
  { id: 'confirm', title: 'Confirm dialog', Component: ConfirmSection },
  { id: 'pagination', title: 'Pagination', Component: PaginationSection },
  { id: 'date-picker', title: 'Date and date-range pickers', Component: DatePickerSection },
  { id: 'phone-input', title: 'Phone input', Component: PhoneInputSection },
  { id: 'charts', title: 'Charts', Component: ChartsSection },
  { id: 'upload', title: 'File drop zone and progress bar', Component: UploadSection },
]
