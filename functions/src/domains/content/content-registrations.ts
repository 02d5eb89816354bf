import type { VersionKey } from '../../data/version-scope.ts'
import { type VersionContentModule, type VersionContentName, versionContentModule } from '../projects/index.ts'
import type { ContentTypeDefinition } from './content-type-definition.ts'
import {
  actionContent,
  agentFunctionContent,
  faqContent,
  pageContent,
  systemPromptContent,
  workflowContent,
} from './content-types.ts'
import { copyContentItems } from './copy-content-items.ts'
import { deleteAllContentItems } from './delete-all-content-items.ts'
import { exportContentItems } from './export-content-items.ts'
import { importContentItems } from './import-content-items.ts'

function contentTypeModule<Fields extends Record<string, unknown>, Name extends VersionContentName>(
  name: Name,
  definition: ContentTypeDefinition<Fields>,
): VersionContentModule<Name> {
  if (definition.section !== name) throw new Error(`Content type ${definition.section} is wired as ${name}`)
  return versionContentModule({
    name,
    deleteAllForVersion: (key: VersionKey) => deleteAllContentItems(definition, key),
    copyVersion: (from, to) => copyContentItems(definition, from, to),
    exportVersion: (key) => exportContentItems(definition, key),
    importVersion: (key, section, { actorId }) => importContentItems(definition, key, section, actorId),
  })
}

/** Pages, actions, workflows, FAQs, agent functions and system prompts join every whole-version operation. */
export const contentVersionContent = {
  pages: contentTypeModule('pages', pageContent),
  actions: contentTypeModule('actions', actionContent),
  workflows: contentTypeModule('workflows', workflowContent),
  faqs: contentTypeModule('faqs', faqContent),
  agentFunctions: contentTypeModule('agentFunctions', agentFunctionContent),
  systemPrompts: contentTypeModule('systemPrompts', systemPromptContent),
}
