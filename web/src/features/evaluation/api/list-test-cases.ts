import type { ListTestCasesQuery } from '@platform/shared/contracts/evaluation'
import { routes } from '@platform/shared/routes'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api.ts'
import { hasIdentifiers, withIdentifiers } from '../../../lib/require-identifiers.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { evaluationQueryKeys } from './evaluation-query-keys.ts'

export type TestCaseQuery = Partial<ListTestCasesQuery>

/** `GET .../testcases`: one page of test cases, newest first. */
export function listTestCases(scope: VersionScope, query: TestCaseQuery, signal?: AbortSignal) {
  return withIdentifiers(scope, (params) => apiClient.callRoute(routes.listTestCases, { params, query, signal }))
}

export function useTestCases(scope: VersionScope, query: TestCaseQuery) {
  return useQuery({
    queryKey: evaluationQueryKeys.testCasePage(scope, query),
    queryFn: ({ signal }) => listTestCases(scope, query, signal),
    enabled: hasIdentifiers(scope),
    placeholderData: keepPreviousData,
  })
}
