import { CfnOutput } from 'aws-cdk-lib'
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses'
import { Construct } from 'constructs'

export interface MailProps {
  /** Domain the platform sends from; its owner adds the DKIM records printed as stack outputs. */
  mailDomain: string
}

/** SES identity for the mail the API sends itself: one-time codes, invitations, job notifications. */
export class Mail extends Construct {
  readonly identity: EmailIdentity
  readonly fromAddress: string

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id)

    this.identity = new EmailIdentity(this, 'DomainIdentity', { identity: Identity.domain(props.mailDomain) })
    this.fromAddress = `no-reply@${props.mailDomain}`

    // The domain's DNS may live outside this account, so the records are handed to whoever manages it.
    const dkimRecords = [
      [this.identity.dkimDnsTokenName1, this.identity.dkimDnsTokenValue1],
      [this.identity.dkimDnsTokenName2, this.identity.dkimDnsTokenValue2],
      [this.identity.dkimDnsTokenName3, this.identity.dkimDnsTokenValue3],
    ] as const
    dkimRecords.forEach(([name, value], index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        description: `CNAME record ${index + 1} of 3 that verifies ${props.mailDomain} for SES`,
        value: `${name} CNAME ${value}`,
      })
    })
  }
}
