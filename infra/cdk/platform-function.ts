import { relative } from 'node:path'
import { AssetHashType, DockerImage, Duration, RemovalPolicy, Stack, Stage } from 'aws-cdk-lib'
import type { IRole } from 'aws-cdk-lib/aws-iam'
import { Architecture, Code, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda'
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs'
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs'
import type { Construct } from 'constructs'
import { builtFunctionFolder, moveFunctionFolder } from './function-bundling.ts'
import { logGroupNameFor } from './naming.ts'
import { repositoryRoot } from './project-paths.ts'

export interface PlatformFunctionProps {
  /** Physical name, from `functionNameFor`; the log group is named after it. */
  functionName: string
  /** Absolute path of the TypeScript module that exports `handler`. */
  sourceFile: string
  memoryMb: number
  timeoutSeconds: number
  description: string
  environment?: Record<string, string>
  /** Omit to let CDK create a role for this function alone. */
  role?: IRole
}

export const functionRuntime = Runtime.NODEJS_24_X

/** Context that sets every function's log level and debug sampling: `-c logLevel=debug -c logSampleRate=0.1`. */
function loggingSettings(scope: Construct): Record<string, string> {
  const settings: Record<string, string> = {}
  const level: unknown = scope.node.tryGetContext('logLevel')
  const sampleRate: unknown = scope.node.tryGetContext('logSampleRate')
  if (level !== undefined) settings.LOG_LEVEL = String(level)
  if (sampleRate !== undefined) settings.LOG_SAMPLE_RATE = String(sampleRate)
  return settings
}

/**
 * One Lambda of the platform: Node 24 on arm64 (cheaper per GB-second than x86 for the same code), bundled by the
 * locally installed esbuild (no Docker) into one minified ES module with a source map of our own code
 * (`function-bundling.ts`, `scripts/trim-source-map.mjs`), with the lazily loaded libraries it imports copied beside it.
 */
export class PlatformFunction extends NodejsFunction {
  /** The module it is built from: what the stack reads to know which secrets it may read (`function-secrets.ts`). */
  readonly sourceFile: string

  constructor(scope: Construct, id: string, props: PlatformFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      logGroupName: logGroupNameFor(props.functionName),
      retention: RetentionDays.ONE_MONTH,
      // Logs are diagnostics, not user data; keeping them after the function is gone only costs money.
      removalPolicy: RemovalPolicy.DESTROY,
    })
    super(scope, id, {
      functionName: props.functionName,
      description: props.description,
      runtime: functionRuntime,
      architecture: Architecture.ARM_64,
      memorySize: props.memoryMb,
      timeout: Duration.seconds(props.timeoutSeconds),
      role: props.role,
      logGroup,
      // X-Ray: Powertools Tracer adds the SDK and model calls as subsegments (functions/src/platform/tracer.ts).
      tracing: Tracing.ACTIVE,
      environment: {
        ...props.environment,
        ...loggingSettings(scope),
        // Stack traces in the logs then point at TypeScript lines instead of the minified bundle.
        NODE_OPTIONS: '--enable-source-maps',
      },
      ...codeProps(scope, props.sourceFile),
    })
    this.sourceFile = props.sourceFile
  }
}

/**
 * Tests and `cdk synth` runs that skip bundling (context `aws:cdk:bundling-stacks: []`) must not depend on every
 * handler having been written, nor wait for esbuild, so they get a stub; a deployment always bundles, and bundling
 * needs the real file.
 */
function codeProps(scope: Construct, sourceFile: string) {
  if (!Stack.of(scope).bundlingRequired) {
    return {
      code: Code.fromInline(
        `throw new Error('Bundling was skipped at synth: ${relative(repositoryRoot, sourceFile)} is not in this template')`,
      ),
      handler: 'index.handler',
    }
  }
  // Every function comes out of the app's one esbuild build (`function-bundling.ts`); CDK's bundling step only moves
  // the function's built folder into the asset, so it hashes and stages the output as it did its own esbuild run's.
  const folder = builtFunctionFolder(Stage.of(scope)?.outdir ?? repositoryRoot, sourceFile)
  return {
    code: Code.fromAsset(folder, {
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        // Never pulled: the local bundling below always succeeds, so CDK never falls back to Docker.
        image: DockerImage.fromRegistry('shared-esbuild-build'),
        local: {
          tryBundle: (assetDirectory: string) => {
            moveFunctionFolder(folder, assetDirectory)
            return true
          },
        },
      },
    }),
    handler: 'index.handler',
  }
}
