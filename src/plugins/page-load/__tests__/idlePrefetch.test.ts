// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { whenHydrated } from '../hydration'
import { createIdleQueue } from '../idlePrefetch'

/** A clock that each run advances by `step` ms, and a manual scheduler. */
function harness(step: number) {
  let time = 0
  const slices: (() => void)[] = []
  const ran: string[] = []
  const add = createIdleQueue(
    (path) => {
      ran.push(path)
      time += step
    },
    (callback) => slices.push(callback),
    () => time,
    4
  )
  return { add, ran, slices }
}

describe('createIdleQueue', () => {
  it('runs nothing when a path is added, only in the scheduled slice', () => {
    const { add, ran, slices } = harness(1)
    expect(add('/a')).toBe(false)
    add('/b')
    expect(ran).toEqual([])
    expect(slices).toHaveLength(1)
    slices.shift()!()
    expect(ran).toEqual(['/a', '/b'])
    expect(slices).toHaveLength(0)
  })

  it('stops a slice after its time and schedules the rest', () => {
    const { add, ran, slices } = harness(3)
    for (const path of ['/a', '/b', '/c', '/d', '/e']) add(path)
    slices.shift()!()
    // 0 ms and 3 ms are under 4 ms; after the second run 6 ms have passed.
    expect(ran).toEqual(['/a', '/b'])
    expect(slices).toHaveLength(1)
    slices.shift()!()
    expect(ran).toEqual(['/a', '/b', '/c', '/d'])
    slices.shift()!()
    expect(ran).toEqual(['/a', '/b', '/c', '/d', '/e'])
    expect(slices).toHaveLength(0)
  })

  it('queues a path once, and schedules again once the queue has emptied', () => {
    const { add, ran, slices } = harness(1)
    add('/a')
    add('/a')
    slices.shift()!()
    add('/a')
    add('/b')
    expect(slices).toHaveLength(1)
    slices.shift()!()
    expect(ran).toEqual(['/a', '/b'])
  })
})

describe('whenHydrated', () => {
  /** A Promise that lets pending MutationObserver callbacks run. */
  const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve))

  it('waits for data-has-hydrated="true" on the root', async () => {
    const root = document.createElement('html')
    const calls: string[] = []
    whenHydrated(root, () => calls.push('ran'))
    root.setAttribute('data-has-hydrated', 'false')
    root.setAttribute('data-theme', 'dark')
    await mutationsDelivered()
    expect(calls).toEqual([])
    root.setAttribute('data-has-hydrated', 'true')
    await mutationsDelivered()
    expect(calls).toEqual(['ran'])
    // Once only, whatever happens to the attribute later.
    root.setAttribute('data-has-hydrated', 'false')
    root.setAttribute('data-has-hydrated', 'true')
    await mutationsDelivered()
    expect(calls).toEqual(['ran'])
  })

  it('runs at once on a page that has hydrated', () => {
    const root = document.createElement('html')
    root.setAttribute('data-has-hydrated', 'true')
    const calls: string[] = []
    whenHydrated(root, () => calls.push('ran'))
    expect(calls).toEqual(['ran'])
  })
})
