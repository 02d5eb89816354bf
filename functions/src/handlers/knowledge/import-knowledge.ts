import { maximumImportBytes } from '@platform/shared/contracts/knowledge'
import * as knowledgeRoutes from '@platform/shared/routes/knowledge-routes'
import { startKnowledgeImport } from '../../domains/knowledge/start-knowledge-import.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { eventBodyBytes, parseMultipartUpload } from '../../platform/parse-multipart-upload.ts'

export const handler = defineHandler(knowledgeRoutes.importKnowledge, async ({ params, event, session }) => {
  const file = await parseMultipartUpload(eventBodyBytes(event), event.headers?.['content-type'], maximumImportBytes)
  return startKnowledgeImport(params, file, session.userId)
})
