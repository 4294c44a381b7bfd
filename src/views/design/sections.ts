import type { ComponentType } from 'react'
import type { Key } from '../../messages/gallery/catalogue'
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
  /** Its heading, in the gallery's catalogue. */
  titleKey: Key
  Component: ComponentType
}

/** The gallery's sections, in page order; a new component adds its section here. */
export const gallerySections: GallerySection[] = [
  { id: 'push-button', titleKey: 'section.pushButton', Component: ButtonSection },
  { id: 'toast', titleKey: 'section.toast', Component: ToastSection },
  { id: 'modal', titleKey: 'section.modal', Component: ModalSection },
  { id: 'confirm', titleKey: 'section.confirm', Component: ConfirmSection },
  { id: 'pagination', titleKey: 'section.pagination', Component: PaginationSection },
  { id: 'date-picker', titleKey: 'section.datePicker', Component: DatePickerSection },
  { id: 'phone-input', titleKey: 'section.phoneInput', Component: PhoneInputSection },
  { id: 'charts', titleKey: 'section.charts', Component: ChartsSection },
  { id: 'upload', titleKey: 'section.upload', Component: UploadSection },
]
