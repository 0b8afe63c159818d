import React, { type ReactNode } from 'react'
import { useQueryFilters } from '@site/src/hooks/useQueryFilters'
import type { MediaEntry } from '@site/src/data/media/types'
import {
  filterMedia,
  formatMediaDate,
  mediaFiltersToSearch,
  mediaTopics,
  noMediaFilters,
  parseMediaFilters,
} from './filters'
import filterStyles from '@site/src/css/listFilters.module.css'
import styles from './styles.module.css'

/**
 * A filterable list of media or example resources, shared by every
 * /examples page. Renders a text search and a topic menu (kept in the URL as
 * `?q=&topic=`, so each view can be linked), a count, and one card per entry
 * with its title (linking out), author, date, topics and description.
 *
 * @param entries  a list from src/data/media/, already validated and sorted
 * @param noun     what the entries are, in the plural (`talks`), for labels
 */
export default function MediaList({
  entries,
  noun,
}: {
  entries: readonly MediaEntry[]
  noun: string
}): ReactNode {
  const [filters, setFilters] = useQueryFilters(
    parseMediaFilters,
    mediaFiltersToSearch,
    noMediaFilters
  )
  const topics = mediaTopics(entries)
  const shown = filterMedia(entries, filters)
  return (
    <div className={styles.mediaList}>
      <form
        className={filterStyles.filters}
        role="search"
        aria-label={`Filter ${noun}`}
        onSubmit={(event) => event.preventDefault()}
      >
        <label className={filterStyles.field}>
          <span>Search {noun}</span>
          <input
            type="search"
            value={filters.q}
            placeholder="Title, author or topic"
            onChange={(event) =>
              setFilters({ ...filters, q: event.target.value })
            }
          />
        </label>
        <label className={filterStyles.field}>
          <span>Topic</span>
          <select
            value={filters.topic ?? ''}
            onChange={(event) =>
              setFilters({ ...filters, topic: event.target.value || null })
            }
          >
            <option value="">All topics</option>
            {topics.map((topic) => (
              <option key={topic} value={topic}>
                {topic}
              </option>
            ))}
          </select>
        </label>
      </form>
      <p className={filterStyles.count} aria-live="polite">
        {shown.length === entries.length
          ? `${entries.length} ${noun}`
          : `${shown.length} of ${entries.length} ${noun}`}
      </p>
      {shown.length === 0 ? (
        <p>No {noun} match these filters.</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((entry) => (
            <li key={entry.url} className={styles.item}>
              <a href={entry.url} className={styles.title}>
                {entry.title}
              </a>
              <div className={styles.meta}>
                {entry.author}
                {entry.date ? (
                  <>
                    {' · '}
                    <time dateTime={entry.date}>
                      {formatMediaDate(entry.date)}
                    </time>
                  </>
                ) : null}
              </div>
              {entry.description ? (
                <p className={styles.description}>{entry.description}</p>
              ) : null}
              <ul className={styles.topics} aria-label="Topics">
                {entry.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
