import { awsConnection } from './aws-connection.ts'
import { AwsJsonClient } from './aws-json-client.ts'
import { lazyClient } from './lazy-client.ts'

/**
 * Operations Cognito serves without AWS credentials (the password is the proof): the SDK sends them unsigned, and
 * so do we. The admin operations (`AdminCreateUser`, ...) and `DescribeUserPool` are signed with the function's role.
 */
const unsignedOperations = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'SignUp',
  'ConfirmSignUp',
  'ForgotPassword',
  'ConfirmForgotPassword',
])

/**
 * The platform's Cognito user pool client: Cognito's JSON protocol (1.1, `AWSCognitoIdentityProviderService.<Action>`)
 * over the platform's signed HTTP transport instead of the runtime's `@aws-sdk/client-cognito-identity-provider`,
 * whose loading was ~130 ms of the cold start of every sign-in and password route (docs/decisions/0018). Inputs and
 * outputs are the API reference's; errors are `AwsServiceError`s named as the SDK names them
 * (`UserNotFoundException`). Local mode points it at cognito-local with `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER`.
 *
 * @example await cognitoClient().call('AdminDeleteUser', { UserPoolId, Username: email })
 */
export const cognitoClient = lazyClient(
  () =>
    new AwsJsonClient(
      {
        service: 'cognito-idp',
        targetPrefix: 'AWSCognitoIdentityProviderService',
        version: '1.1',
        unsignedOperations,
      },
      awsConnection('AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER', 'cognito-idp', { requestTimeoutMs: 10_000 }),
    ),
)
