// @vitest-environment happy-dom
/** Parts mounted one task after another: the first at once, the rest in order, none twice. */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { OneTaskEach } from './one-task-each'

afterEach(() => cleanup())

describe('OneTaskEach', () => {
  it('mounts the first part at once and each next one in a later task, in order', async () => {
    const mounted: string[] = []
    function Part({ name }: { name: string }) {
      useEffect(() => {
        mounted.push(name)
      }, [name])
      return <span>{name}</span>
    }
    await act(async () => {
      render(
        <OneTaskEach>
          <Part name="segments" />
          <Part name="fundraising" />
          <Part name="modals" />
        </OneTaskEach>,
      )
    })
    expect(mounted[0]).toBe('segments')
    // The last part's text can be in the document a moment before its effect has run: wait for the effects.
    await waitFor(() => expect(mounted).toEqual(['segments', 'fundraising', 'modals']))
    expect(screen.queryByText('modals')).toBeTruthy()
  })
})
