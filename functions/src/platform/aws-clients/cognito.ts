import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider'
import { lazyClient } from './lazy-client.ts'

export const cognitoClient = lazyClient(() => new CognitoIdentityProviderClient({}))
