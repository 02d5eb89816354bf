import { randomBytes } from 'node:crypto'
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { cognitoClient } from '../../platform/aws-clients/cognito.ts'
import { environment } from '../../platform/environment.ts'

/**
 * Passwords live in Cognito (the user pool is keyed by email). The API keeps its own session cookie, so
 * Cognito is used to store and check credentials, never to hand tokens to the browser.
 */
export async function createCredentials(email: string, password: string | undefined): Promise<void> {
  const { USER_POOL_ID } = environment()
  await cognitoClient().send(
    new AdminCreateUserCommand({
      UserPoolId: USER_POOL_ID,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  )
  // Accounts without a password (Google sign-in) get an unguessable one nobody knows, so the pool entry is
  // usable later by set-password and never left in the force-change state.
  await setCredentialsPassword(email, password ?? `${randomBytes(24).toString('base64url')}a1`)
}

export async function setCredentialsPassword(email: string, password: string): Promise<void> {
  await cognitoClient().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: environment().USER_POOL_ID,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  )
}

/** True when the password is right. Unknown users and wrong passwords look the same to the caller. */
export async function checkPassword(email: string, password: string): Promise<boolean> {
  try {
    await cognitoClient().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: environment().USER_POOL_CLIENT_ID,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    )
    return true
  } catch (error) {
    const name = (error as { name?: string }).name
    // cognito-local answers a wrong password with InvalidPasswordException where Cognito says NotAuthorized.
    const refusals = [
      'NotAuthorizedException',
      'UserNotFoundException',
      'UserNotConfirmedException',
      'InvalidPasswordException',
    ]
    if (name && refusals.includes(name)) return false
    throw error
  }
}

export async function deleteCredentials(email: string): Promise<void> {
  await cognitoClient()
    .send(new AdminDeleteUserCommand({ UserPoolId: environment().USER_POOL_ID, Username: email }))
    .catch((error: { name?: string }) => {
      if (error.name !== 'UserNotFoundException') throw error
    })
}
