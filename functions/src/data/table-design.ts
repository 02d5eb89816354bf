/**
 * The single table's physical design, shared by the CDK stack and local mode so both create the same table.
 * Entities (electrodb) map their keys onto these generic attributes; only `functions/src/data` knows the shapes.
 */
export const tableDesign = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Global secondary indexes, all projecting every attribute; entities pick which one serves each access pattern. */
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
  /** Epoch seconds; DynamoDB deletes the item some time after. Readers must still check it. */
  timeToLiveAttribute: 'expiresAt',
  /**
   * The table's stream: new items as written, read by the stream consumer (`handlers/jobs/consume-table-stream`),
   * which derives the request path's bookkeeping off it (ADR 0028).
   */
  streamView: 'NEW_IMAGE',
  streamConsumer: 'handlers/jobs/consume-table-stream',
} as const

export type TableDesign = typeof tableDesign
