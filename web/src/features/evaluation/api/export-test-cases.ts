import { routes } from '@platform/shared/routes'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'

/** `GET .../testcases/export`: the version's test cases as a CSV that imports back as it was. */
export function exportTestCases(scope: VersionScope) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.exportTestCases, { params }))
}

/** A mutation rather than a query: the export is fetched when the user asks for the file, never cached. */
export function useExportTestCases(scope: VersionScope) {
  return useMutation({ mutationFn: async () => requireAnswer(await exportTestCases(scope)) })
}
