/** An organization, project, version or item id as the console holds it: possibly not chosen yet. */
export type Identifier = string | null | undefined

/** True when every identifier is a non-empty string. Useful as a query's `enabled` flag. */
export function hasIdentifiers<Name extends string>(
  identifiers: Record<Name, Identifier>,
): identifiers is Record<Name, string> {
  return Object.values<Identifier>(identifiers).every((value) => typeof value === 'string' && value !== '')
}

/**
 * Spec section 5: a call that needs identifiers returns nothing, without contacting the server, while any of
 * them is missing (for example right after switching organization, before a project is chosen).
 *
 * @example
 * withIdentifiers({ orgId, projectId }, ({ orgId, projectId }) =>
 *   apiClient.callRoute(routes.getProject, { params: { orgId, projectId } }),
 * )
 */
export async function withIdentifiers<Name extends string, Result>(
  identifiers: Record<Name, Identifier>,
  call: (present: Record<Name, string>) => Promise<Result>,
): Promise<Result | null> {
  if (!hasIdentifiers(identifiers)) return null
  return call(identifiers)
}
