/**
 * The OpenAI wire shapes the engine stores and serves (snake_case, as the `openai` client expects them).
 * Stored in these shapes too, so what is on disk is what the API returns.
 */
export interface FileObject {
  id: string
  object: 'file'
  bytes: number
  created_at: number
  filename: string
  purpose: string
  status: 'processed'
  status_details: null
}

export type JobStatus = 'validating_files' | 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled'

export interface FineTuningJobObject {
  id: string
  object: 'fine_tuning.job'
  created_at: number
  error: { code: string; message: string; param: string | null } | null
  fine_tuned_model: string | null
  finished_at: number | null
  hyperparameters: { n_epochs: number | 'auto'; batch_size: number | 'auto'; learning_rate_multiplier: number | 'auto' }
  model: string
  organization_id: string
  result_files: string[]
  seed: number
  status: JobStatus
  trained_tokens: number | null
  training_file: string
  validation_file: string | null
  estimated_finish: number | null
  integrations: null
  metadata: Record<string, string> | null
  method: { type: 'supervised'; supervised: { hyperparameters: FineTuningJobObject['hyperparameters'] } }
  user_provided_suffix: string | null
  /**
   * Not in OpenAI's shape: how the trained model did on held-out questions at its answering threshold, for the
   * console to show beside the model. Set when the job succeeds; jobs stored before it have none.
   */
  answer_check?: AnswerCheckObject
}

export interface AnswerCheckObject {
  answerable_questions: number
  answered_right: number
  accuracy: number | null
  out_of_scope_questions: number
  declined: number
  refusal_rate: number | null
}

export interface FineTuningEventObject {
  id: string
  object: 'fine_tuning.job.event'
  created_at: number
  level: 'info' | 'warn' | 'error'
  message: string
  type: 'message' | 'metrics'
  data: Record<string, number> | null
}

export interface ModelObject {
  id: string
  object: 'model'
  created: number
  owned_by: string
  /** Not in OpenAI's shape: says plainly what kind of model this is, for the console to show. */
  description: string
}

export const terminalStatuses: readonly JobStatus[] = ['succeeded', 'failed', 'cancelled']
