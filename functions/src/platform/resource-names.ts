/**
 * Environment variables through which the infrastructure tells a function where its resources are.
 * CDK sets them on every Lambda; local mode sets them on its one process. Nothing else names resources.
 */
export const resourceVariables = {
  table: 'TABLE_NAME',
  uploadsBucket: 'UPLOADS_BUCKET',
  artifactsBucket: 'ARTIFACTS_BUCKET',
  jobsQueueUrl: 'JOBS_QUEUE_URL',
  jobStateMachineArn: 'JOB_STATE_MACHINE_ARN',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  mailFrom: 'MAIL_FROM',
  appOrigin: 'APP_ORIGIN',
  deploymentMode: 'DEPLOYMENT_MODE',
} as const

/** Physical resource names for a stage, e.g. `assistant-local-uploads`. */
export function physicalName(stage: string, logicalName: string): string {
  return `assistant-${stage}-${logicalName}`
}
