// Replaces the theme's NotFound/Content (not a wrap): the spec asks the
// not-found page to lead readers back home and into the docs, which the
// theme's generic text does not do. The layout around it stays the theme's.
import React, { type ReactNode } from 'react'
import clsx from 'clsx'
import Link from '@docusaurus/Link'
import { useLocation } from '@docusaurus/router'
import useIsBrowser from '@docusaurus/useIsBrowser'
import { PageMetadata } from '@docusaurus/theme-common'
import Heading from '@theme/Heading'
import type { Props } from '@theme/NotFound/Content'
import styles from './styles.module.css'

const sections = [
  { label: 'Guides', to: '/guides/overview/why-cypress' },
  { label: 'API reference', to: '/api/assertions/assertions-reference' },
  { label: 'Examples', to: '/examples/recipes' },
  { label: 'Plugins', to: '/plugins/' },
  { label: 'FAQ', to: '/faq/questions/using-cypress-faq' },
] as const

/**
 * The body of the not-found page: says the page does not exist, names the
 * requested path (after hydration, so the static 404.html and the client
 * agree), and links home, to a search for the words of the path, and to
 * each section of the docs.
 */
export default function NotFoundContent({ className }: Props): ReactNode {
  const { pathname } = useLocation()
  // The static 404.html is rendered without knowing the requested path.
  const requested = useIsBrowser() ? pathname : null
  // Words of the missing path make a first search: /api/comands/get → "comands get".
  const words = (requested ?? '')
    .split(/[/\-_.]+/)
    .filter((word) => word !== '' && word !== 'html')
    .slice(-3)
    .join(' ')
  const searchLink =
    words === '' ? '/search' : `/search?q=${encodeURIComponent(words)}`

  return (
    <main className={clsx('container margin-vert--xl', className)}>
      {/* The theme's NotFound page sets a title but no description. */}
      <PageMetadata description="This page does not exist. Find what you were looking for from the home page, the search or a section of the Cypress docs." />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className={styles.title}>
            Page not found
          </Heading>
          <p className={styles.lead}>
            We could not find a page at{' '}
            <code className={styles.path}>{requested ?? 'this address'}</code>.
            It may have moved, or the link that brought you here may be wrong.
          </p>
          <p className={styles.actions}>
            <Link className="button button--primary" to="/">
              Go to the home page
            </Link>
            <Link className="button button--secondary" to={searchLink}>
              Search the docs
            </Link>
          </p>
          <Heading as="h2" className={styles.subtitle}>
            Or browse the docs
          </Heading>
          <ul className={styles.links}>
            {sections.map((section) => (
              <li key={section.to}>
                <Link to={section.to}>{section.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  )
}
