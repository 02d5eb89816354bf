/**
 * Everything a training is built from, read once from a version and kept as the training's snapshot (so edits
 * made while the training runs do not change it). Plain JSON: the snapshot is stored as it is in S3.
 */
export interface KnowledgePair {
  id: string
  prompt: string
  /** Other wordings of `prompt`: each is one more training example with the same completion. */
  alternativePrompts?: string[]
  completion: string
  /** `manual`, `url`, `file` or `import` for knowledge; `faq` for the version's FAQs. */
  source: string
  sourceKey: string
}

export interface PageItem {
  id: string
  title: string
  description: string
  url: string
}

export interface ActionItem {
  id: string
  name: string
  description: string
  pageId: string | null
}

export interface WorkflowItem {
  id: string
  name: string
  description: string
  steps: { title: string; description: string }[]
}

export interface AgentFunctionItem {
  id: string
  name: string
  description: string
  parameters: Record<string, unknown>
}

export interface SystemPromptItem {
  id: string
  name: string
  content: string
}

/** Text extracted from a link or a file (by the sources feature), for the retrieval index. */
export interface SourceText {
  source: 'url' | 'file'
  /** The link, or the file id. */
  sourceKey: string
  title: string | null
  text: string
}

export interface VersionContent {
  knowledge: KnowledgePair[]
  pages: PageItem[]
  actions: ActionItem[]
  workflows: WorkflowItem[]
  functions: AgentFunctionItem[]
  systemPrompts: SystemPromptItem[]
  sourceTexts: SourceText[]
}

export interface TrainingSnapshot extends Omit<VersionContent, 'systemPrompts'> {
  format: 'training-snapshot/v1'
  takenAt: string
  /** The one system prompt the training uses, or null. */
  systemPrompt: SystemPromptItem | null
}
