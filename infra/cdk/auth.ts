import { physicalName } from '@platform/functions/platform/resource-names'
import { RemovalPolicy } from 'aws-cdk-lib'
import { AccountRecovery, Mfa, UserPool, type UserPoolClient, VerificationEmailStyle } from 'aws-cdk-lib/aws-cognito'
import type { IGrantable } from 'aws-cdk-lib/aws-iam'
import { Construct } from 'constructs'

export interface AuthProps {
  stage: string
}

/**
 * Cognito holds identities only (passwords, email verification, password reset, TOTP). Sessions, two-factor by
 * email code and roles are the API's, so the client is a plain username-password client used by the API itself.
 */
export class Auth extends Construct {
  readonly userPool: UserPool
  readonly userPoolClient: UserPoolClient

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id)

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: physicalName(props.stage, 'users'),
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      standardAttributes: { email: { required: true, mutable: true } },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      removalPolicy: RemovalPolicy.RETAIN,
    })

    this.userPoolClient = this.userPool.addClient('ApiClient', {
      userPoolClientName: physicalName(props.stage, 'api'),
      // CDK adds ALLOW_REFRESH_TOKEN_AUTH to the flows listed here, which is how sessions are renewed.
      authFlows: { userPassword: true },
      generateSecret: false,
      preventUserExistenceErrors: true,
      // Sign-in goes through the API, not the hosted UI; Google federation will add its own OAuth settings.
      disableOAuth: true,
      enableTokenRevocation: true,
    })
  }

  /**
   * The administrative calls the API makes on users' behalf (invitations, roles, removal, password-not-set);
   * sign-up and sign-in use the client's public calls, which need no IAM permission.
   */
  grantAdministration(grantee: IGrantable): void {
    this.userPool.grant(
      grantee,
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminEnableUser',
      'cognito-idp:AdminConfirmSignUp',
      'cognito-idp:AdminInitiateAuth',
      'cognito-idp:AdminRespondToAuthChallenge',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminResetUserPassword',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminUserGlobalSignOut',
      'cognito-idp:ListUsers',
    )
  }
}
