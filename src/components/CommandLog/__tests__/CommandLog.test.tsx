// @vitest-environment jsdom
import React from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import CommandLog from '..'

afterEach(cleanup)

describe('CommandLog', () => {
  it('numbers the rows and shows name and message', () => {
    render(
      <CommandLog
        rows={[
          { name: 'get', message: '.task' },
          { name: 'click', kind: 'child' },
        ]}
      />
    )
    const log = screen.getByRole('figure', { name: 'Command Log' })
    const items = within(log).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]?.textContent).toBe('1get.task')
    expect(items[1]?.textContent).toBe('2-click')
  })

  it('marks assertions as passed by default and keeps explicit states', () => {
    render(
      <CommandLog
        rows={[
          { name: 'assert', kind: 'assertion', message: 'ok' },
          { name: 'assert', kind: 'assertion', state: 'failed' },
        ]}
      />
    )
    const items = screen.getAllByRole('listitem')
    expect(items[0]?.dataset.state).toBe('passed')
    expect(items[0]?.textContent).toContain('(passed)')
    expect(items[1]?.dataset.state).toBe('failed')
  })

  it('renders **bold** parts of a message as strong text', () => {
    render(
      <CommandLog
        rows={[{ name: 'assert', message: 'expected **<li>** to exist' }]}
      />
    )
    expect(screen.getByText('<li>').tagName).toBe('STRONG')
  })

  it('refuses an empty log', () => {
    expect(() => render(<CommandLog rows={[]} />)).toThrow(
      'CommandLog needs at least one row'
    )
  })
})
