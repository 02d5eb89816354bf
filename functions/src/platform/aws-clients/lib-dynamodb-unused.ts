/**
 * What the Lambda bundles get for `@aws-sdk/lib-dynamodb` (an alias in `infra/cdk/function-bundling.ts`): nothing.
 * electrodb `require`s it at load, for its v3 client path only; the platform hands electrodb the v2 shape
 * (`data/electrodb-client.ts`), so loading the runtime's lib-dynamodb, and with it the SDK's DynamoDB client
 * (~110 ms of CPU on a cold start), would buy nothing.
 */
export {}
