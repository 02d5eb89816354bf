import * as sourceRoutes from '@platform/shared/routes/source-routes'
import { knowledgeOfSources } from '../../domains/knowledge/index.ts'
import { deleteFile } from '../../domains/sources/delete-file.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(sourceRoutes.deleteFile, ({ params, session }) => {
  const { fileId, ...key } = params
  return deleteFile(key, fileId, session.userId, knowledgeOfSources)
})
