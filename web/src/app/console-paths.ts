import { routeCatalogue } from './route-catalogue.ts'

/**
 * The paths the console answers, derived from the route catalogue so a page added there is never answered 404.
 * Written without trailing slashes: `/projects/` and `/projects` are the same page to the router.
 */
export const consolePaths: readonly string[] = routeCatalogue.map((page) => withoutTrailingSlash(page.path))

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/**
 * Whether a request path is a console page (so it gets the app with 200) rather than an unknown address (404).
 * Files (a last segment with a dot) are not pages; whoever serves them answers for them.
 *
 * @example isConsolePath('/projects/training/') // true
 * @example isConsolePath('/no-such-page/') // false
 */
export function isConsolePath(pathname: string): boolean {
  return consolePaths.includes(withoutTrailingSlash(pathname))
}
