import React, { type ReactNode } from 'react'
import Link from '@docusaurus/Link'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import Layout from '@theme/Layout'
import Heading from '@theme/Heading'
import MDXContent from '@theme/MDXContent'
import styles from './index.module.css'
// The two examples are MDX so that the build highlights them and
// `npm run check:examples` checks them, as it does every doc example.
import E2eExample from './_home/e2e-example.mdx'
import ComponentExample from './_home/component-example.mdx'

interface EntryPoint {
  title: string
  to: string
  description: string
}

const entryPoints: readonly EntryPoint[] = [
  {
    title: 'Guides',
    to: '/guides/overview/why-cypress',
    description:
      'Install Cypress, open the app and learn how commands, retries and assertions fit together.',
  },
  {
    title: 'API reference',
    to: '/api/assertions/assertions-reference',
    description:
      'Every command, query and assertion with its signatures, options, defaults and examples.',
  },
  {
    title: 'Examples',
    to: '/examples/recipes',
    description:
      'Runnable recipes for logging in, stubbing the network, testing the DOM and more.',
  },
  {
    title: 'Plugins',
    to: '/plugins/',
    description:
      'Community and official plugins for accessibility, visual testing, coverage and reporting.',
  },
]

/**
 * The home page at `/`: what Cypress is, the two testing types with a short
 * example of each, and entry points into the guides, API, examples, plugins
 * and FAQ. Site title and tagline come from docusaurus.config.ts.
 */
export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext()
  return (
    <Layout
      title="Home"
      description="Documentation for Cypress: guides, API reference, examples and plugins for end-to-end and component testing."
    >
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.heroTitle}>
            {siteConfig.title}
          </Heading>
          <p className={styles.tagline}>{siteConfig.tagline}.</p>
          <p className={styles.lead}>
            Cypress runs your tests inside a real browser, next to your app. It
            waits for elements, retries assertions until they pass and shows
            every step it took, so a failing test tells you why.
          </p>
          <div className={styles.actions}>
            <Link
              className="button button--primary button--lg"
              to="/guides/getting-started/installing-cypress"
            >
              Install Cypress
            </Link>
            <Link
              className="button button--secondary button--lg"
              to="/guides/overview/why-cypress"
            >
              Why Cypress?
            </Link>
          </div>
        </div>
      </header>
      <main>
        <section className={styles.section} aria-labelledby="testing-types">
          <div className="container">
            <Heading as="h2" id="testing-types">
              Two ways to test
            </Heading>
            <div className={styles.types}>
              <article className={styles.type}>
                <Heading as="h3">End-to-end tests</Heading>
                <p>
                  Drive the whole application the way a user does: visit a page,
                  fill in forms, click buttons and check what the server sends
                  back. Good for the journeys that must never break.
                </p>
                <MDXContent>
                  <E2eExample />
                </MDXContent>
              </article>
              <article className={styles.type}>
                <Heading as="h3">Component tests</Heading>
                <p>
                  Mount a single React, Angular, Vue or Svelte component in the
                  browser and test it in isolation, with the same commands and
                  the same Command Log. Fast feedback while you build.
                </p>
                <MDXContent>
                  <ComponentExample />
                </MDXContent>
              </article>
            </div>
          </div>
        </section>
        <section className={styles.section} aria-labelledby="where-to-start">
          <div className="container">
            <Heading as="h2" id="where-to-start">
              Where to start
            </Heading>
            <ul className={styles.cards}>
              {entryPoints.map((entry) => (
                <li key={entry.to} className={styles.card}>
                  <Link to={entry.to} className={styles.cardLink}>
                    <span className={styles.cardTitle}>{entry.title}</span>
                    <span className={styles.cardText}>{entry.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <p className={styles.faq}>
              Stuck on something specific? The{' '}
              <Link to="/faq/questions/using-cypress-faq">
                Using Cypress FAQ
              </Link>{' '}
              answers the questions readers ask most.
            </p>
          </div>
        </section>
      </main>
    </Layout>
  )
}
