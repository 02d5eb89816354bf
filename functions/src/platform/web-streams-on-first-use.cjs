// What the Lambda bundles get for `node:stream/web` (an alias in `infra/cdk/function-bundling.ts`): the same classes,
// loaded when first used. @middy/core imports `ReadableStream` at load for responses it streams
// (`streamifyResponse`), which the platform never turns on; loading Node's web streams costs ~5 ms of every cold
// start (docs/decisions/0018). Getters, not a Proxy: the bundle's import helper lists the names (which must not load
// the module) and reads each one only where it is used. `stream/web` is the same module under a name the alias leaves
// alone; `web-streams-on-first-use.test.ts` keeps the list equal to Node's.
const exportedNames = [
  'ReadableStream',
  'ReadableStreamTee',
  'ReadableStreamDefaultReader',
  'ReadableStreamBYOBReader',
  'ReadableStreamBYOBRequest',
  'ReadableByteStreamController',
  'ReadableStreamDefaultController',
  'TransformStream',
  'TransformStreamDefaultController',
  'WritableStream',
  'WritableStreamDefaultWriter',
  'WritableStreamDefaultController',
  'ByteLengthQueuingStrategy',
  'CountQueuingStrategy',
  'TextEncoderStream',
  'TextDecoderStream',
  'CompressionStream',
  'DecompressionStream',
]

for (const name of exportedNames) {
  // biome-ignore lint/style/useNodejsImportProtocol: `node:stream/web` is aliased to this very file in the bundles.
  const load = () => require('stream/web')[name]
  Object.defineProperty(module.exports, name, { enumerable: true, get: load })
}
