import { tableDesign } from '@platform/functions/data/table-design'
import { physicalName } from '@platform/functions/platform/resource-names'
import { Duration, RemovalPolicy } from 'aws-cdk-lib'
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb'
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam'
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
      stream: StreamViewType[tableDesign.streamView],
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

  /**
   * What handlers and jobs need, and no more (cdk-nag IAM5 was reviewed finding by finding): keyed item reads and
   * writes on the table and queries of its named indexes (no Scan, no stream), and object reads, writes and
   * deletions in the uploads and artifacts buckets, plus listing them to delete a version's or project's prefix.
   * CDK's `grants.readWrite*` would add Scan, `index/*` and `s3:*Object*` wildcards.
   */
  grantReadWrite(grantee: IGrantable): void {
    const principal = grantee.grantPrincipal
    principal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [
          'dynamodb:GetItem',
          'dynamodb:BatchGetItem',
          'dynamodb:Query',
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
          'dynamodb:DeleteItem',
          'dynamodb:BatchWriteItem',
          'dynamodb:ConditionCheckItem',
          // The health check's probe.
          'dynamodb:DescribeTable',
        ],
        resources: [
          this.table.tableArn,
          ...tableDesign.globalIndexes.map((index) => `${this.table.tableArn}/index/${index.name}`),
        ],
      }),
    )
    const buckets = [this.uploadsBucket, this.artifactsBucket]
    principal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        resources: buckets.map((bucket) => bucket.arnForObjects('*')),
      }),
    )
    // ListObjectsV2 (deleting a prefix) and HeadBucket (the health check) are authorized by s3:ListBucket.
    principal.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:ListBucket'], resources: buckets.map((bucket) => bucket.bucketArn) }),
    )
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
