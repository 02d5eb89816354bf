import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider'
import { NodeHttpHandler } from '@smithy/node-http-handler'
import { lazyClient } from './lazy-client.ts'

/**
 * The platform's Cognito user pool client (`@aws-sdk/client-cognito-identity-provider`); the SDK sends the operations
 * Cognito serves without AWS credentials (`InitiateAuth`, ...) unsigned. Local mode points it at cognito-local with
 * `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER`, which the SDK reads itself. A call without an answer fails after 10 s.
 *
 * @example await cognitoClient().send(new AdminDeleteUserCommand({ UserPoolId, Username: email }))
 */
export const cognitoClient = lazyClient(
  () =>
    new CognitoIdentityProviderClient({
      requestHandler: new NodeHttpHandler({ requestTimeout: 10_000, connectionTimeout: 3_000 }),
    }),
)
