import { maximumTestCaseImportBytes } from '@platform/shared/contracts/evaluation'
import * as evaluationRoutes from '@platform/shared/routes/evaluation-routes'
import { importTestCases } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { eventBodyBytes, parseMultipartUpload } from '../../platform/parse-multipart-upload.ts'

export const handler = defineHandler(evaluationRoutes.importTestCases, async ({ params, event }) => {
  const file = await parseMultipartUpload(
    eventBodyBytes(event),
    event.headers?.['content-type'],
    maximumTestCaseImportBytes,
  )
  return importTestCases(params, file)
})
