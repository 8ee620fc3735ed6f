import { describe, expect, it } from 'vitest'
import { nextTask } from './next-task'

describe('nextTask', () => {
  it('resolves after the work already queued in this task, microtasks included', async () => {
    const order: string[] = []
    const waited = nextTask().then(() => order.push('next task'))
    void Promise.resolve().then(() => order.push('microtask'))
    order.push('this task')
    await waited
    expect(order).toEqual(['this task', 'microtask', 'next task'])
  })
})
