// @vitest-environment jsdom
import React, { type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  cleanup,
  fireEvent,
  render,
  screen,
  within,
} from '@testing-library/react'
import type { Plugin } from '@site/src/data/plugins'
import PluginCard from '../_components/PluginCard'
import EmptyState from '../_components/EmptyState'

// Docusaurus's <Link> needs the site's router: here it is a plain link.
vi.mock('../_components/Link', () => ({
  default: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}))

afterEach(cleanup)

const axe: Plugin = {
  name: 'cypress-axe',
  description: 'Runs accessibility audits on the page.',
  link: 'https://github.com/component-driven/cypress-axe',
  badge: 'community',
  keywords: ['a11y', 'wcag 2.2'],
  category: 'Accessibility',
}

const renderCard = (plugin: Plugin) =>
  render(
    <ul>
      <PluginCard plugin={plugin} />
    </ul>
  )

describe('PluginCard', () => {
  it('links every keyword tag to the list filtered by it', () => {
    renderCard(axe)
    const tags = within(screen.getByRole('list', { name: 'Keywords' }))
    const links = tags.getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['a11y', 'wcag 2.2'])
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/plugins/?keyword=a11y',
      '/plugins/?keyword=wcag+2.2',
    ])
  })

  it('links the name to the plugin’s home and shows its badge', () => {
    renderCard(axe)
    expect(
      screen.getByRole('link', { name: 'cypress-axe' }).getAttribute('href')
    ).toBe(axe.link)
    expect(screen.getByText('Community').dataset.badge).toBe('community')
    expect(screen.queryByText('Deprecated')).toBeNull()
  })

  it('labels a deprecated plugin', () => {
    renderCard({ ...axe, deprecated: true })
    expect(screen.getByText('Deprecated')).toBeTruthy()
  })

  it('shows no keyword list for a plugin without keywords', () => {
    renderCard({ ...axe, keywords: [] })
    expect(screen.queryByRole('list', { name: 'Keywords' })).toBeNull()
  })
})

describe('EmptyState', () => {
  it('says nothing matches and offers a button that clears the filters', () => {
    const onClear = vi.fn()
    render(<EmptyState onClear={onClear} />)
    expect(screen.getByText('No plugins match these filters.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Show all plugins' }))
    expect(onClear).toHaveBeenCalledOnce()
  })
})
