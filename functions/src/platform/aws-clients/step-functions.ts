import { SFNClient } from '@aws-sdk/client-sfn'
import { lazyClient } from './lazy-client.ts'

export const stepFunctionsClient = lazyClient(() => new SFNClient({}))
