import type { PageView } from '../../app/route-catalogue.ts'

/** The tab id of a view: its query pair, e.g. `dc=links`. */
export const viewId = (view: PageView): string => `${view.parameter}=${view.value}`

/**
 * The view a query string selects, or the page's first view when it names none (or one the page lacks), so
 * `/projects/data-sources/` and `/projects/data-sources/?dc=nonsense` both open App info.
 *
 * @example
 * activeView(dataSourceViews, new URLSearchParams('dc=links'))?.value // 'links'
 */
export function activeView(views: readonly PageView[], search: URLSearchParams): PageView | undefined {
  return views.find((view) => search.get(view.parameter) === view.value) ?? views[0]
}

/**
 * The query string after choosing a view: the view's parameter set, the parameters of the page's other views
 * removed (evaluation uses `pgw` and `pg` for one set of tabs), everything else kept.
 */
export function searchForView(views: readonly PageView[], current: URLSearchParams, chosen: PageView): URLSearchParams {
  const next = new URLSearchParams(current)
  for (const view of views) next.delete(view.parameter)
  next.set(chosen.parameter, chosen.value)
  return next
}
