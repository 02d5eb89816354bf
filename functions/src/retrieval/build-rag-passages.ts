import { chunkSourceText } from './chunk-source-text.ts'
import type { RagPassageRecord } from './rag-index-file.ts'

/** What passages are made of: the parts of a training snapshot that answer questions (structurally typed). */
export interface RagPassageSources {
  knowledge: ReadonlyArray<{ id: string; prompt: string; completion: string; alternativePrompts?: readonly string[] }>
  sourceTexts: ReadonlyArray<{ source: 'url' | 'file'; sourceKey: string; title: string | null; text: string }>
  pages: ReadonlyArray<{ id: string; title: string; description: string }>
  actions: ReadonlyArray<{ id: string; name: string; description: string }>
  workflows: ReadonlyArray<{ id: string; name: string; description: string; steps: ReadonlyArray<{ title: string }> }>
}

/**
 * The passages a version's retrieval index holds, from a training's snapshot:
 * - each knowledge pair and FAQ: the answer, titled by its question (the question is matched, the answer given,
 *   so a model reading the passages never answers with the question itself); its other wordings are matched too;
 * - each extracted link or file text, in chunks titled by their section;
 * - pages, actions and workflows that have a description.
 */
export function buildRagPassages(snapshot: RagPassageSources): RagPassageRecord[] {
  const passages: RagPassageRecord[] = []
  for (const pair of snapshot.knowledge) {
    passages.push({
      id: `knowledge:${pair.id}`,
      source: 'knowledge',
      sourceKey: pair.id,
      title: pair.prompt,
      text: pair.completion,
      searchText: [pair.prompt, ...(pair.alternativePrompts ?? []), pair.completion].join('\n'),
    })
  }
  for (const sourceText of snapshot.sourceTexts) {
    chunkSourceText(sourceText.text).forEach((chunk, index) => {
      const title = chunk.heading ?? sourceText.title
      passages.push({
        id: `${sourceText.source}:${sourceText.sourceKey}#${index}`,
        source: sourceText.source,
        sourceKey: sourceText.sourceKey,
        title,
        text: chunk.text,
        searchText: title ? `${title}\n${chunk.text}` : chunk.text,
      })
    })
  }
  for (const page of snapshot.pages) {
    if (page.description.trim() === '') continue
    passages.push(describedItem('page', page.id, page.title, page.description))
  }
  for (const action of snapshot.actions) {
    if (action.description.trim() === '') continue
    passages.push(describedItem('action', action.id, action.name, action.description))
  }
  for (const workflow of snapshot.workflows) {
    const steps = workflow.steps.map((step, index) => `${index + 1}. ${step.title}`).join(' ')
    const text = [workflow.description.trim(), steps ? `Steps: ${steps}` : ''].filter(Boolean).join(' ')
    if (text === '') continue
    passages.push(describedItem('workflow', workflow.id, workflow.name, text))
  }
  return passages
}

function describedItem(source: 'page' | 'action' | 'workflow', id: string, title: string, text: string) {
  return { id: `${source}:${id}`, source, sourceKey: id, title, text, searchText: `${title}\n${text}` }
}
