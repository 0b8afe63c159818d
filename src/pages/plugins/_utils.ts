import {
  pluginBadges,
  pluginCategories,
  type Plugin,
  type PluginBadge,
  type PluginCategory,
} from '@site/src/data/plugins'
import { matchesAllWords } from '@site/src/utils/text'

/** The filter state of the plugins index; it lives in the URL query. */
export interface PluginFilters {
  /** Free text, matched against name, description and keywords. */
  q: string
  category: PluginCategory | null
  badge: PluginBadge | null
}

export const noFilters: PluginFilters = { q: '', category: null, badge: null }

function isOneOf<T extends string>(
  list: readonly T[],
  value: string | null
): value is T {
  return value !== null && (list as readonly string[]).includes(value)
}

/**
 * Reads filters from a query string such as `?q=axe&category=Accessibility`.
 * Unknown categories or badges are ignored rather than hiding every plugin.
 */
export function parseFilters(search: string): PluginFilters {
  const params = new URLSearchParams(search)
  const category = params.get('category')
  const badge = params.get('badge')
  return {
    q: params.get('q') ?? '',
    category: isOneOf(pluginCategories, category) ? category : null,
    badge: isOneOf(pluginBadges, badge) ? badge : null,
  }
}

/** Writes filters back to a query string (`''` when no filter is set). */
export function filtersToSearch(filters: PluginFilters): string {
  const params = new URLSearchParams()
  if (filters.q !== '') params.set('q', filters.q)
  if (filters.category) params.set('category', filters.category)
  if (filters.badge) params.set('badge', filters.badge)
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

/**
 * Keeps the plugins that match every filter. The text filter is
 * case-insensitive and every word of it must appear in the name, description,
 * keywords or category.
 */
export function filterPlugins(
  plugins: readonly Plugin[],
  filters: PluginFilters
): Plugin[] {
  return plugins.filter((plugin) => {
    if (filters.category && plugin.category !== filters.category) return false
    if (filters.badge && plugin.badge !== filters.badge) return false
    return matchesAllWords(filters.q, [
      plugin.name,
      plugin.description,
      plugin.category,
      ...plugin.keywords,
    ])
  })
}

/** Groups plugins by category, in the order of `pluginCategories`. */
export function groupByCategory(
  plugins: readonly Plugin[]
): { category: PluginCategory; plugins: Plugin[] }[] {
  return pluginCategories
    .map((category) => ({
      category,
      plugins: plugins.filter((plugin) => plugin.category === category),
    }))
    .filter((group) => group.plugins.length > 0)
}
