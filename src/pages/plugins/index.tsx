import React, { useEffect, useRef, type ReactNode } from 'react'
import { useQueryFilters } from '@site/src/hooks/useQueryFilters'
import Layout from '@theme/Layout'
import Heading from '@theme/Heading'
import { pluginBadges, pluginCategories, plugins } from '@site/src/data/plugins'
import PluginCard from './_components/PluginCard'
import EmptyState from './_components/EmptyState'
import filterStyles from '@site/src/css/listFilters.module.css'
import styles from './_components/styles.module.css'
import {
  filterPlugins,
  filtersToSearch,
  groupByCategory,
  noFilters,
  parseFilters,
  pluginCountText,
} from './_utils'

/** The heading id of a category section: `API testing` → `api-testing`. */
function categoryId(category: string): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, '-')
}

/**
 * The plugins index at /plugins/: every plugin from src/data/plugins.ts,
 * grouped by category, with a text search, category and badge filters and
 * the keyword tag links of the cards, all kept in the URL
 * (`?q=&category=&badge=&keyword=`).
 */
export default function PluginsPage(): ReactNode {
  const [filters, setFilters] = useQueryFilters(
    parseFilters,
    filtersToSearch,
    noFilters
  )
  const matches = filterPlugins(plugins, filters)
  const groups = groupByCategory(matches)
  const filtered = filtersToSearch(filters) !== ''

  // A keyword tag link only changes the query, and Docusaurus keeps the scroll
  // position then: bring the count back into view when it is above it.
  const countRef = useRef<HTMLParagraphElement>(null)
  const keyword = filters.keyword
  const previousKeyword = useRef(keyword)
  useEffect(() => {
    if (keyword === previousKeyword.current) return
    previousKeyword.current = keyword
    const count = countRef.current
    if (keyword && count && count.getBoundingClientRect().top < 0) {
      count.scrollIntoView()
    }
  }, [keyword])

  return (
    <Layout
      title="Plugins"
      description="Find Cypress plugins for accessibility, visual testing, code coverage, reporting, authentication and more."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Plugins</Heading>
        <p className={styles.intro}>
          Plugins extend Cypress with new commands, preprocessors, reporters and
          integrations. <strong>Official</strong> plugins are made by Cypress,{' '}
          <strong>verified</strong> ones come from companies whose products
          integrate with it, and <strong>community</strong> plugins are written
          and kept by users. Install one with your package manager and follow
          its README.
        </p>
        <form
          className={filterStyles.filters}
          role="search"
          aria-label="Filter plugins"
          onSubmit={(event) => event.preventDefault()}
        >
          <label className={filterStyles.field}>
            <span>Search plugins</span>
            <input
              type="search"
              name="q"
              value={filters.q}
              placeholder="Name, purpose or keyword"
              onChange={(event) =>
                setFilters({ ...filters, q: event.target.value })
              }
            />
          </label>
          <label className={filterStyles.field}>
            <span>Category</span>
            <select
              name="category"
              value={filters.category ?? ''}
              onChange={(event) =>
                setFilters({
                  ...filters,
                  category:
                    pluginCategories.find((c) => c === event.target.value) ??
                    null,
                })
              }
            >
              <option value="">All categories</option>
              {pluginCategories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          </label>
          <label className={filterStyles.field}>
            <span>Badge</span>
            <select
              name="badge"
              value={filters.badge ?? ''}
              onChange={(event) =>
                setFilters({
                  ...filters,
                  badge:
                    pluginBadges.find((b) => b === event.target.value) ?? null,
                })
              }
            >
              <option value="">All badges</option>
              {pluginBadges.map((badge) => (
                <option key={badge} value={badge}>
                  {badge[0]?.toUpperCase() + badge.slice(1)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button button--secondary"
            disabled={!filtered}
            onClick={() => setFilters(noFilters)}
          >
            Clear filters
          </button>
        </form>
        {keyword ? (
          <p className={styles.activeKeyword}>
            <span>
              Tagged <strong>{keyword}</strong>
            </span>
            <button
              type="button"
              className={styles.linkButton}
              aria-label={`Remove the keyword filter ${keyword}`}
              onClick={() => setFilters({ ...filters, keyword: null })}
            >
              Remove
            </button>
          </p>
        ) : null}
        <p className={filterStyles.count} role="status" ref={countRef}>
          {pluginCountText(matches.length)}
        </p>
        {groups.length === 0 ? (
          <EmptyState onClear={() => setFilters(noFilters)} />
        ) : (
          groups.map((group) => (
            <section
              key={group.category}
              aria-labelledby={categoryId(group.category)}
            >
              <Heading
                as="h2"
                id={categoryId(group.category)}
                className={styles.category}
              >
                {group.category}
              </Heading>
              <ul className={styles.grid}>
                {group.plugins.map((plugin) => (
                  <PluginCard key={plugin.name} plugin={plugin} />
                ))}
              </ul>
            </section>
          ))
        )}
      </main>
    </Layout>
  )
}
