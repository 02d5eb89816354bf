import { tableDesign } from '@platform/functions/data/table-design'
import { physicalName } from '@platform/functions/platform/resource-names'
import { Duration, RemovalPolicy } from 'aws-cdk-lib'
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb'
import type { IGrantable } from 'aws-cdk-lib/aws-iam'
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3'
import { Construct } from 'constructs'

export interface DataProps {
  stage: string
}

/** Everything that holds state: the single table, user uploads, job artifacts, and the built console and widget. */
export class Data extends Construct {
  readonly table: Table
  readonly uploadsBucket: Bucket
  readonly artifactsBucket: Bucket
  readonly webBucket: Bucket

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id)

    this.table = new Table(this, 'Table', {
      // A fixed name makes CloudFormation refuse a replacement (for example a key change) instead of silently
      // starting an empty table next to the retained one.
      tableName: physicalName(props.stage, 'table'),
      partitionKey: { name: tableDesign.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDesign.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableDesign.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      removalPolicy: RemovalPolicy.RETAIN,
    })
    for (const index of tableDesign.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      })
    }

    // Uploads and artifacts are what users added or paid to train; versioning lets an overwrite or a buggy job be undone.
    this.uploadsBucket = privateBucket(this, 'UploadsBucket', { versioned: true })
    this.artifactsBucket = privateBucket(this, 'ArtifactsBucket', { versioned: true })
    this.webBucket = privateBucket(this, 'WebBucket', { versioned: false })
  }

  /** What handlers and jobs need: items and indexes of the table, and objects of the uploads and artifacts buckets. */
  grantReadWrite(grantee: IGrantable): void {
    this.table.grants.readWriteData(grantee)
    // Read-write includes deleting objects, which removing a file or a version needs.
    this.uploadsBucket.grants.readWrite(grantee)
    this.artifactsBucket.grants.readWrite(grantee)
  }
}

/**
 * Bucket names are left to CloudFormation: they are global across all AWS accounts, so a stage-derived name could
 * already be taken. Functions learn the generated names from their environment.
 */
function privateBucket(scope: Construct, id: string, options: { versioned: boolean }): Bucket {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: BucketEncryption.S3_MANAGED,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    versioned: options.versioned,
    lifecycleRules: [
      { abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ...(options.versioned ? [{ noncurrentVersionExpiration: Duration.days(30) }] : []),
    ],
    removalPolicy: RemovalPolicy.RETAIN,
  })
}
