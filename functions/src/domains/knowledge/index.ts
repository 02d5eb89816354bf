/**
 * Knowledge: question-answer pairs, written by hand, imported from CSV or generated from sources.
 * The public surface: code outside this folder imports only this file (scripts/import-rules).
 */
export { createKnowledge } from './create-knowledge.ts'
export { deleteKnowledgeItems } from './delete-knowledge-items.ts'
export { knowledgeOfSources } from './delete-knowledge-of-source.ts'
export { generateKnowledgeJob } from './generate-knowledge-job.ts'
export { getKnowledgeItems } from './get-knowledge-items.ts'
export { importKnowledgeJob } from './import-knowledge-job.ts'
export { escapeFormula, invalidCsv, unescapeFormula } from './knowledge-csv.ts'
export { listAllKnowledge, normalizePrompt } from './knowledge-records.ts'
export { knowledgeVersionContent } from './register-knowledge-content.ts'
