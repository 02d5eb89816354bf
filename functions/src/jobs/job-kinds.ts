/**
 * Imports every module that registers a job kind, so consumers and the API know the same kinds.
 * Domains add their job modules here as they land (crawls, file parsing, Q&A generation, training, test runs).
 */
import './delete-project-job.ts'
import './discover-nested-urls-job.ts'
import './extract-source-text-job.ts'
import './generate-knowledge-job.ts'
import './import-knowledge-job.ts'
import './train-model-job.ts'
import './run-test-cases-job.ts'
