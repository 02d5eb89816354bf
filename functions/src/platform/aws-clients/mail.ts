import { SESv2Client } from '@aws-sdk/client-sesv2'
import { lazyClient } from './lazy-client.ts'

export const mailClient = lazyClient(() => new SESv2Client({}))
