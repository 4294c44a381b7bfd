import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every actor of the app reaches the journal only if it is created through the journal's
 * wrappers (createJournaledActor, useJournaledActorRef), which pass its `inspect`. This keeps
 * a new screen or service from creating one that the journal never sees.
 */
const journalDir = join('src', 'services', 'journal')
const directCreation = /\b(createActor|interpret|useActorRef|useMachine|createActorContext)\s*\(/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return path === journalDir ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : []
  })
}

describe('actor creation in src', () => {
  it('goes through the journal: createJournaledActor or useJournaledActorRef', () => {
    const offenders = sourceFiles('src').filter((file) =>
      directCreation.test(readFileSync(file, 'utf8')),
    )
    expect(offenders).toEqual([])
  })
})
