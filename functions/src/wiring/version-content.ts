import { contentVersionContent } from '../domains/content/index.ts'
import { deploymentVersionContent } from '../domains/deployment/index.ts'
import { evaluationVersionContent } from '../domains/evaluation/index.ts'
import { knowledgeVersionContent } from '../domains/knowledge/index.ts'
import type { VersionContentModules } from '../domains/projects/index.ts'
import { fileVersionContent, urlVersionContent } from '../domains/sources/index.ts'
import { trainingVersionContent } from '../domains/training/index.ts'

/**
 * Every section of a version's content with the module that deletes, copies, exports and imports it. A section
 * named in `versionContentNames` (projects) without a module here fails typecheck, so a forgotten entry can no
 * longer drop a content type from copy, export or deletion.
 */
export const versionContent: VersionContentModules = {
  ...contentVersionContent,
  testcases: evaluationVersionContent,
  knowledge: knowledgeVersionContent,
  urls: urlVersionContent,
  files: fileVersionContent,
  trainings: trainingVersionContent,
  'api-keys': deploymentVersionContent,
}
