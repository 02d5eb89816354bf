import { routes } from '@platform/shared/routes'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'

/** `GET .../knowledge/export`: the version's knowledge as a CSV that imports back as it was. */
export function exportKnowledge(scope: VersionScope) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.exportKnowledge, { params }))
}

/** A mutation rather than a query: the export is fetched when the user asks for the file, never cached. */
export function useExportKnowledge(scope: VersionScope) {
  return useMutation({ mutationFn: async () => requireAnswer(await exportKnowledge(scope)) })
}
