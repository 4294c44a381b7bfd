import { render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { CheckboxGroup } from '../../../src/design/CheckboxGroup'
import { ComboBox } from '../../../src/design/ComboBox'
import { CountrySelect } from '../../../src/design/CountrySelect'
import { DatePicker } from '../../../src/design/DatePicker'
import { DateRangePicker } from '../../../src/design/DateRangePicker'
import { fieldLabel } from '../../../src/design/fieldLabel.css'
import { MultiSelect } from '../../../src/design/MultiSelect'
import { ProgressBar } from '../../../src/design/ProgressBar'
import { Select } from '../../../src/design/Select'
import { TextAreaField } from '../../../src/design/TextAreaField'
import { TextField } from '../../../src/design/TextField'
import { ChoiceGroup } from '../../../src/design/ThemeSwitcher'

const options = [{ id: 'a', name: 'A' }]
const ignore = () => {}

const fields: [string, ReactElement][] = [
  ['text field', <TextField key="text" label="Name" />],
  ['text area', <TextAreaField key="area" label="Name" />],
  ['select', <Select key="select" label="Name" options={options} />],
  ['combo box', <ComboBox key="combo" label="Name" options={options} />],
  ['checkbox group', <CheckboxGroup key="checks" label="Name" options={options} />],
  [
    'multi-select',
    <MultiSelect key="multi" label="Name" options={options} value={[]} onChange={ignore} />,
  ],
  [
    'choice group',
    <ChoiceGroup key="choice" label="Name" labels={{ a: 'A' }} value="a" onChange={ignore} />,
  ],
  [
    'country select',
    <CountrySelect key="country" label="Name" countries={[]} value={null} onChange={ignore} />,
  ],
  ['date picker', <DatePicker key="date" label="Name" />],
  ['date-range picker', <DateRangePicker key="range" label="Name" />],
  ['progress bar', <ProgressBar key="progress" label="Name" value={1} />],
]

describe('field labels', () => {
  it.each(fields)('the %s labels its field in the one shared style', (_, field) => {
    render(field)
    expect(screen.getByText('Name').classList.contains(fieldLabel)).toBe(true)
  })
})
