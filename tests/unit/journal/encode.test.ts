import { CalendarDate, CalendarDateTime, parseZonedDateTime, Time } from '@internationalized/date'
import { describe, expect, it } from 'vitest'
import { createActor, createMachine } from 'xstate'
import { encodeForJournal } from '../../../src/services/journal/encode'
import { revive } from '../../../src/services/journal/revive'

const roundTrip = (value: unknown) => revive(JSON.parse(JSON.stringify(encodeForJournal(value))))

describe('journal encoding', () => {
  it('keeps plain data as it is', () => {
    const data = { a: 1, b: 'two', c: [true, null, { d: 2.5 }] }
    expect(encodeForJournal(data)).toEqual(data)
  })

  it('drops undefined fields, as JSON does', () => {
    expect(encodeForJournal({ a: undefined, b: 1 })).toEqual({ b: 1 })
  })

  it.each([
    ['a CalendarDate', new CalendarDate(2024, 3, 4)],
    ['a CalendarDateTime', new CalendarDateTime(2024, 3, 4, 10, 15)],
    ['a ZonedDateTime', parseZonedDateTime('2024-03-04T10:15[Europe/Paris]')],
    ['a Time', new Time(9, 30)],
  ])('brings %s back as the same kind of value', (_, value) => {
    const back = roundTrip({ value }) as { value: typeof value }
    expect(back.value.constructor).toBe(value.constructor)
    expect(back.value.toString()).toBe(value.toString())
  })

  it('brings dates, errors and odd numbers back', () => {
    const back = roundTrip({
      at: new Date('2024-03-04T10:15:00Z'),
      error: new Error('offline'),
      nothing: Number.NaN,
      far: Number.POSITIVE_INFINITY,
    }) as { at: Date; error: Error; nothing: number; far: number }
    expect(back.at.toISOString()).toBe('2024-03-04T10:15:00.000Z')
    expect(back.error).toBeInstanceOf(Error)
    expect(back.error.message).toBe('offline')
    expect(back.nothing).toBeNaN()
    expect(back.far).toBe(Number.POSITIVE_INFINITY)
  })

  it('names actor references, functions and cycles instead of following them', () => {
    const actor = createActor(createMachine({ id: 'child' }))
    const cyclic: Record<string, unknown> = { name: 'loop' }
    cyclic.self = cyclic
    expect(encodeForJournal({ ref: actor, run: function runAction() {}, cyclic })).toEqual({
      ref: { $type: 'ActorRef', id: actor.id },
      run: { $type: 'Function', name: 'runAction' },
      cyclic: { name: 'loop', self: { $type: 'Circular' } },
    })
  })

  it('describes files by name, size and type, never their content', () => {
    const file = new File(['a,b\n1,2'], 'contacts.csv', { type: 'text/csv' })
    expect(encodeForJournal({ file })).toEqual({
      file: { $type: 'Blob', name: 'contacts.csv', size: 7, mediaType: 'text/csv' },
    })
  })
})
