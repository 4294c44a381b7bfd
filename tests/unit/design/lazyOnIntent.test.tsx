import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyOnIntent } from '../../../src/design/lazyOnIntent'

const module = { default: ({ word }: { word: string }) => <p>{word}</p> }

describe('a component fetched on intent', () => {
  it('is fetched once, however often the intent is shown, and renders from that fetch', async () => {
    const load = vi.fn(async () => module)
    const lazy = lazyOnIntent(load)
    lazy.preload()
    lazy.preload()
    render(
      <Suspense fallback={null}>
        <lazy.Component word="shown" />
      </Suspense>,
    )
    expect(await screen.findByText('shown')).toBeTruthy()
    expect(load).toHaveBeenCalledOnce()
  })

  it('is fetched again when its preload failed, so opening it does not repeat the failure', async () => {
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(module)
    const lazy = lazyOnIntent(load)
    lazy.preload()
    await vi.waitFor(() => expect(load.mock.settledResults[0]?.type).toBe('rejected'))
    render(
      <Suspense fallback={null}>
        <lazy.Component word="after a failed preload" />
      </Suspense>,
    )
    expect(await screen.findByText('after a failed preload')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
