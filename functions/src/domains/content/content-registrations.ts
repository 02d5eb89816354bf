import type { VersionKey } from '../../data/version-scope.ts'
import { registerVersionContent } from '../projects/project-content-registry.ts'
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

function registerContentType<Fields extends Record<string, unknown>>(definition: ContentTypeDefinition<Fields>) {
  registerVersionContent({
    name: definition.section,
    deleteAllForVersion: (key: VersionKey) => deleteAllContentItems(definition, key),
    copyVersion: (from, to) => copyContentItems(definition, from, to),
    exportVersion: (key) => exportContentItems(definition, key),
    importVersion: (key, section, { actorId }) => importContentItems(definition, key, section, actorId),
  })
}

// Pages before actions before workflows: imports then write what later items refer to first.
registerContentType(pageContent)
registerContentType(actionContent)
registerContentType(workflowContent)
registerContentType(faqContent)
registerContentType(agentFunctionContent)
registerContentType(systemPromptContent)
