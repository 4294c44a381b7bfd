import type { AnyStateMachine } from 'xstate'

/**
 * Readable names for what a machine definition holds as strings, objects or functions: guards
 * (`and(isReady, not(isBusy))`), actions (`storePage`, `assign`) and delays (`tick (100 ms)`).
 */

type Named = { type?: unknown; params?: unknown }
type GuardFunction = ((...args: never[]) => unknown) & {
  guards?: unknown[]
  stateValue?: unknown
}

/** `countDown(stepMs: 100)`; params computed from the event or context are not shown. */
function withParams(type: string, params: unknown) {
  if (params === null || typeof params !== 'object') return type
  const pairs = Object.entries(params).map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
  return `${type}(${pairs.join(', ')})`
}

export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    const fn = guard as GuardFunction
    if (fn.name === 'stateIn') {
      const value = fn.stateValue
      return `in(${typeof value === 'string' ? value : JSON.stringify(value)})`
    }
    if (fn.guards && ['and', 'or', 'not'].includes(fn.name)) {
      return `${fn.name}(${fn.guards.map(guardName).join(', ')})`
    }
    return fn.name || 'inline guard'
  }
  if (guard && typeof guard === 'object') {
    const { type, params } = guard as Named
    return withParams(String(type), params)
  }
  return String(guard)
}

const builtInPrefix = 'xstate.'
const afterPrefix = 'xstate.after.'

/**
 * The raise and cancel actions xstate adds to a state's entry and exit for its `after`
 * transitions: the delayed transitions show them already.
 */
export function isDelayBookkeeping(action: unknown): boolean {
  if (typeof action !== 'function') return false
  const { type, event, sendId } = action as { type?: unknown; event?: unknown; sendId?: unknown }
  if (type === 'xstate.raise') {
    const eventType = (event as { type?: unknown } | undefined)?.type
    return typeof eventType === 'string' && eventType.startsWith(afterPrefix)
  }
  return type === 'xstate.cancel' && typeof sendId === 'string' && sendId.startsWith(afterPrefix)
}

export function actionName(action: unknown): string {
  if (typeof action === 'string') return action
  if (typeof action === 'function') {
    const type = (action as { type?: unknown }).type
    if (typeof type === 'string') {
      return type.startsWith(builtInPrefix) ? type.slice(builtInPrefix.length) : type
    }
    return action.name || 'inline action'
  }
  if (action && typeof action === 'object') {
    const { type, params } = action as Named
    return withParams(String(type), params)
  }
  return String(action)
}

/** The delay of a named (or numeric) `after` key, in milliseconds, or null when it is computed. */
function delayMs(machine: AnyStateMachine, delay: string | number): number | null {
  if (typeof delay === 'number') return delay
  if (/^\d+$/.test(delay)) return Number(delay)
  const named = machine.implementations.delays[delay]
  return typeof named === 'number' ? named : null
}

export function delayName(machine: AnyStateMachine, delay: string | number): string {
  const ms = delayMs(machine, delay)
  const name = String(delay)
  if (ms === null) return `${name} (computed)`
  return name === String(ms) ? `${ms} ms` : `${name} (${ms} ms)`
}
