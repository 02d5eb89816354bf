import { SQSClient } from '@aws-sdk/client-sqs'
import { lazyClient } from './lazy-client.ts'

// The configured endpoint, not the host inside queue URLs, decides where requests go: in AWS both are the
// regional endpoint, and locally queue URLs carry a name the stand-in cannot be reached by.
export const sqsClient = lazyClient(() => new SQSClient({ useQueueUrlAsEndpoint: false }))
