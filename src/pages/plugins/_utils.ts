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
  /** One keyword tag, matched exactly (the tag links on the cards set it). */
  keyword: string | null
}

export const noFilters: PluginFilters = {
  q: '',
  category: null,
  badge: null,
  keyword: null,
}

function isOneOf<T extends string>(
  list: readonly T[],
  value: string | null
): value is T {
  return value !== null && (list as readonly string[]).includes(value)
}

/**
 * Reads filters from a query string such as `?q=axe&category=Accessibility`.
 * Unknown categories or badges are ignored rather than hiding every plugin.
 * A keyword is kept as given (trimmed and lowercased, as keywords are stored);
 * one that no plugin has leads to the empty state.
 */
export function parseFilters(search: string): PluginFilters {
  const params = new URLSearchParams(search)
  const category = params.get('category')
  const badge = params.get('badge')
  const keyword = params.get('keyword')?.trim().toLowerCase() ?? ''
  return {
    q: params.get('q') ?? '',
    category: isOneOf(pluginCategories, category) ? category : null,
    badge: isOneOf(pluginBadges, badge) ? badge : null,
    keyword: keyword === '' ? null : keyword,
  }
}

/** Writes filters back to a query string (`''` when no filter is set). */
export function filtersToSearch(filters: PluginFilters): string {
  const params = new URLSearchParams()
  if (filters.q !== '') params.set('q', filters.q)
  if (filters.category) params.set('category', filters.category)
  if (filters.badge) params.set('badge', filters.badge)
  if (filters.keyword) params.set('keyword', filters.keyword)
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

/**
 * The link of a keyword tag: the plugins index showing only the plugins
 * tagged with `keyword` (relative to the site root; pass it to `<Link>`,
 * which adds the base URL).
 */
export function keywordHref(keyword: string): string {
  return `/plugins/${filtersToSearch({ ...noFilters, keyword })}`
}

/**
 * Keeps the plugins that match every filter. The text filter is
 * case-insensitive and every word of it must appear in the name, description,
 * keywords or category; the keyword filter must equal one of the keywords.
 */
export function filterPlugins(
  plugins: readonly Plugin[],
  filters: PluginFilters
): Plugin[] {
  return plugins.filter((plugin) => {
    if (filters.category && plugin.category !== filters.category) return false
    if (filters.badge && plugin.badge !== filters.badge) return false
    if (filters.keyword && !plugin.keywords.includes(filters.keyword)) {
      return false
    }
    return matchesAllWords(filters.q, [
      plugin.name,
      plugin.description,
      plugin.category,
      ...plugin.keywords,
    ])
  })
}

/** The count above the list: `Showing 1 plugin`, `Showing 12 plugins`. */
export function pluginCountText(count: number): string {
  return `Showing ${count} ${count === 1 ? 'plugin' : 'plugins'}`
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
