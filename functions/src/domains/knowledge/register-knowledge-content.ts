import {
  alternativePromptsSchema,
  completionSchema,
  knowledgeSourceSchema,
  promptSchema,
} from '@platform/shared/contracts/knowledge'
import * as z from 'zod'
import { AppError } from '../../platform/app-error.ts'
import { versionContentModule } from '../projects/index.ts'
import { copyKnowledge } from './copy-knowledge.ts'
import { deleteAllKnowledge } from './delete-all-knowledge.ts'
import { listAllKnowledge } from './knowledge-records.ts'
import { writeKnowledgePairs } from './write-knowledge-pairs.ts'

const knowledgeSectionSchema = z
  .array(
    z.object({
      prompt: promptSchema,
      // Optional: version documents exported before pairs had alternative questions import as they are.
      alternativePrompts: alternativePromptsSchema.optional(),
      completion: completionSchema,
      source: knowledgeSourceSchema.default('import'),
      sourceKey: z.string().max(2048).nullable().default(null),
    }),
  )
  .max(10_000)

/** Knowledge joins every whole-version operation: project deletion, new versions, exports and imports. */
export const knowledgeVersionContent = versionContentModule({
  name: 'knowledge',
  deleteAllForVersion: deleteAllKnowledge,
  copyVersion: (from, to) => copyKnowledge(from, to),
  exportVersion: async (key) =>
    (await listAllKnowledge(key)).map((record) => ({
      prompt: record.prompt,
      alternativePrompts: record.alternativePrompts ?? [],
      completion: record.completion,
      source: record.source,
      sourceKey: record.sourceKey || null,
    })),
  importVersion: async (key, section) => {
    const entries = knowledgeSectionSchema.safeParse(section)
    if (!entries.success) {
      const issue = entries.error.issues[0]
      throw new AppError('VALIDATION_FAILED', {
        message: `document.content.knowledge${issue?.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message}`,
      })
    }
    const result = await writeKnowledgePairs(
      key,
      entries.data.map((entry) => ({ ...entry, sourceKey: entry.sourceKey ?? '' })),
    )
    return result.written
  },
})
