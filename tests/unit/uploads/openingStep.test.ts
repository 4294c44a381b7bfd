import { describe, expect, it } from 'vitest'
import { openingStepOf } from '../../../src/machines/dataImport'
import { modelDataFile } from '../../machines/models/dataImport.model'

describe('where an uploaded file opens', () => {
  it.each([
    ['uploaded', 'map'],
    ['mapped', 'import'],
    ['importing', 'import'],
    ['done', 'map'],
    ['failed', 'map'],
  ] as const)('a %s file opens at its %s step', (status, step) => {
    expect(openingStepOf(modelDataFile(status))).toBe(step)
  })
})
