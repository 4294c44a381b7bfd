import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { audienceLimits } from '../../../src/contract/constants'
import { contactStatuses } from '../../../src/contract/contact'
import type { SegmentField } from '../../../src/contract/segment'
import {
  dateOperators,
  engagementEvents,
  type RuleCondition,
  type RuleGroup,
  textOperators,
  valuelessOperators,
} from '../../../src/contract/segment-rules'
import {
  appendNode,
  canAddGroup,
  conditionCount,
  type DraftGroup,
  type DraftNode,
  depthOf,
  errorsByNode,
  findNode,
  fromRules,
  isTreeComplete,
  moveNode,
  newCondition,
  parentOf,
  removeNode,
  setMatch,
  toRules,
  updateCondition,
} from '../../../src/machines/segmentBuilder/ruleTree'

const statusField: SegmentField = {
  field: 'status',
  label: 'Status',
  kind: 'set',
  operators: ['in', 'not_in'],
  options: [...contactStatuses],
}
const textField: SegmentField = {
  field: 'first_name',
  label: 'First name',
  kind: 'text',
  operators: [...textOperators],
}
const fields = [statusField, textField]

const counter = () => {
  let next = 1
  return () => `n${next++}`
}

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/)
const valueless = (operator: string) => (valuelessOperators as readonly string[]).includes(operator)

/** Conditions of every editing shape: typed text, picks, typed lists, days, days back, events. */
const condition: fc.Arbitrary<RuleCondition> = fc.oneof(
  fc
    .record({
      field: fc.constantFrom('phone', 'first_name', 'last_name', 'email'),
      operator: fc.constantFrom(...textOperators),
      value: word,
    })
    .map(
      ({ field, operator, value }) =>
        (valueless(operator) ? { field, operator } : { field, operator, value }) as RuleCondition,
    ),
  fc.record({
    field: fc.constant('status'),
    operator: fc.constantFrom('in', 'not_in'),
    value: fc.subarray([...contactStatuses], { minLength: 1 }),
  }) as fc.Arbitrary<RuleCondition>,
  fc.record({
    field: fc.constant('country'),
    operator: fc.constantFrom('in', 'not_in'),
    value: fc.uniqueArray(fc.stringMatching(/^[A-Z]{2}$/), { minLength: 1, maxLength: 4 }),
  }) as fc.Arbitrary<RuleCondition>,
  fc.record({
    field: fc.constant('tags'),
    operator: fc.constantFrom('has_any', 'has_all', 'has_none'),
    value: fc.uniqueArray(word, { minLength: 1, maxLength: 4 }),
  }) as fc.Arbitrary<RuleCondition>,
  fc
    .record({
      field: fc.constantFrom('created_at', 'last_contacted_at'),
      operator: fc.constantFrom(...dateOperators),
      day: fc.constantFrom('2026-01-31', '2025-06-01'),
      days: fc.integer({ min: 1, max: audienceLimits.engagementMaxDays }),
    })
    .map(({ field, operator, day, days }) => {
      if (valueless(operator)) return { field, operator } as RuleCondition
      return { field, operator, value: operator.endsWith('_days') ? days : day } as RuleCondition
    }),
  fc.record({
    field: fc.constant('engagement'),
    event: fc.constantFrom(...engagementEvents),
    operator: fc.constantFrom('within_last_days', 'not_within_last_days'),
    days: fc.integer({ min: 1, max: audienceLimits.engagementMaxDays }),
  }) as fc.Arbitrary<RuleCondition>,
)

const { tree: ruleTree } = fc.letrec<{ tree: RuleGroup; node: RuleGroup | RuleCondition }>(
  (tie) => ({
    tree: fc.record({
      match: fc.constantFrom('all', 'any'),
      rules: fc.array(tie('node'), { maxLength: 4 }),
    }),
    node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, condition, tie('tree')),
  }),
)

const idsOf = (group: DraftGroup): string[] =>
  group.rules.flatMap((node) => [node.id, ...(node.kind === 'group' ? idsOf(node) : [])])

/** A draft tree and one of its node ids (the root included). */
const draftWithNode = ruleTree.chain((rules) => {
  const tree = fromRules(rules, fields, counter())
  return fc.constantFrom(tree.id, ...idsOf(tree)).map((id) => ({ tree, id }))
})

describe('the rule tree', () => {
  it('round-trips a saved tree through the editor unchanged', () => {
    fc.assert(
      fc.property(ruleTree, (rules) => {
        const draft = fromRules(rules, fields, counter())
        expect(toRules(draft)).toEqual(rules)
        expect(isTreeComplete(draft)).toBe(true)
      }),
    )
  })

  it('gives every node its own id', () => {
    fc.assert(
      fc.property(ruleTree, (rules) => {
        const draft = fromRules(rules, fields, counter())
        const ids = [draft.id, ...idsOf(draft)]
        expect(new Set(ids).size).toBe(ids.length)
      }),
    )
  })

  it('removes a node with everything it holds, and nothing else', () => {
    fc.assert(
      fc.property(draftWithNode, ({ tree, id }) => {
        const removed = findNode(tree, id) as DraftNode
        const after = removeNode(tree, id)
        if (id === tree.id) {
          expect(after).toEqual(tree)
          expect(parentOf(tree, id)).toBeUndefined()
          return
        }
        // The group that held it is still there, without it.
        const parent = parentOf(tree, id) as DraftGroup
        expect(parent.rules.map((node) => node.id)).toContain(id)
        expect((findNode(after, parent.id) as DraftGroup).rules.length).toBe(
          parent.rules.length - 1,
        )
        const gone = new Set([id, ...(removed.kind === 'group' ? idsOf(removed) : [])])
        expect(idsOf(after)).toEqual(idsOf(tree).filter((each) => !gone.has(each)))
        const held = removed.kind === 'group' ? conditionCount(removed) : 1
        expect(conditionCount(after)).toBe(conditionCount(tree) - held)
      }),
    )
  })

  it('moves a node among its siblings only, and moving it back restores the tree', () => {
    fc.assert(
      fc.property(draftWithNode, fc.constantFrom(-1 as const, 1 as const), ({ tree, id }, by) => {
        const moved = moveNode(tree, id, by)
        expect([...idsOf(moved)].sort()).toEqual([...idsOf(tree)].sort())
        expect(depthOf(moved, id)).toBe(depthOf(tree, id))
        if (moved !== tree && JSON.stringify(moved) !== JSON.stringify(tree)) {
          expect(moveNode(moved, id, by === 1 ? -1 : 1)).toEqual(tree)
        }
      }),
    )
  })

  it('appends to the group named, and removing the new node gives the tree back', () => {
    fc.assert(
      fc.property(draftWithNode, ({ tree, id }) => {
        const target = findNode(tree, id)
        const added = appendNode(tree, id, newCondition('new', textField))
        if (target?.kind !== 'group') {
          expect(added).toEqual(tree)
          return
        }
        const group = findNode(added, id) as DraftGroup
        expect(group.rules.at(-1)?.id).toBe('new')
        expect(removeNode(added, 'new')).toEqual(tree)
      }),
    )
  })

  it('leaves the tree given to it alone', () => {
    fc.assert(
      fc.property(draftWithNode, ({ tree, id }) => {
        const before = JSON.stringify(tree)
        removeNode(tree, id)
        moveNode(tree, id, 1)
        setMatch(tree, id, 'any')
        updateCondition(tree, id, { value: 'x' })
        appendNode(tree, id, newCondition('new', textField))
        expect(JSON.stringify(tree)).toBe(before)
      }),
    )
  })

  it('is not sent while a condition lacks its value', () => {
    const next = counter()
    const root: DraftGroup = { kind: 'group', id: next(), match: 'all', rules: [] }
    const rule = newCondition(next(), textField)
    let tree = appendNode(root, root.id, rule)
    expect(rule.operator).toBe('equals')
    expect(isTreeComplete(tree)).toBe(false)
    tree = updateCondition(tree, rule.id, { value: '  ' })
    expect(isTreeComplete(tree)).toBe(false)
    tree = updateCondition(tree, rule.id, { operator: 'is_empty' })
    expect(isTreeComplete(tree)).toBe(true)
    expect(toRules(tree)).toEqual({
      match: 'all',
      rules: [{ field: 'first_name', operator: 'is_empty' }],
    })
  })

  it('stops nesting groups at the depth bound', () => {
    const next = counter()
    let tree: DraftGroup = { kind: 'group', id: next(), match: 'all', rules: [] }
    let deepest = tree.id
    while (canAddGroup(tree, deepest)) {
      const id = next()
      tree = appendNode(tree, deepest, { kind: 'group', id, match: 'any', rules: [] })
      deepest = id
    }
    expect(depthOf(tree, deepest)).toBe(audienceLimits.segmentMaxDepth)
  })

  it("places a 422's messages at the condition its path names", () => {
    const tree = fromRules(
      {
        match: 'all',
        rules: [
          { field: 'status', operator: 'in', value: ['active'] },
          { match: 'any', rules: [{ field: 'first_name', operator: 'equals', value: 'Ada' }] },
        ],
      } as RuleGroup,
      fields,
      counter(),
    )
    expect(
      errorsByNode(tree, {
        'rules.rules.1.rules.0.value': ['Too long.'],
        'rules.rules.0.value': ['Unknown.'],
        rules: ['Too deep.'],
        name: ['Required.'],
      }),
    ).toEqual({ n4: ['Too long.'], n2: ['Unknown.'] })
  })
})
