import * as knowledgeRoutes from '@platform/shared/routes/knowledge-routes'
import type { VersionKey } from '../../data/version-scope.ts'
import { readKnowledgeCounter } from '../../domains/knowledge/knowledge-counter.ts'
import { listKnowledge } from '../../domains/knowledge/list-knowledge.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(
  knowledgeRoutes.listKnowledge,
  ({ params, query, reads }) => listKnowledge(params, query, reads),
  // The counter joins the access check's batch: `total` costs no round trip of its own.
  { readWithAccess: ({ params }: { params: VersionKey }) => readKnowledgeCounter(params) },
)
