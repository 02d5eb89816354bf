import { db } from '../../data/database.ts'
import type { VersionContentType } from '../../data/entities/version-content-item-entity.ts'
import { tableDesign } from '../../data/table-design.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import type { TogetherWrite } from '../../data/write-together.ts'
import { contentItemKey } from './content-item-records.ts'

/**
 * A transaction's condition that a page, action or other item of the version exists, for a write elsewhere that
 * points at it (an "Improve" group linked to a page): checked in the same transaction as that write, so the item
 * cannot be deleted between the check and the write. A refusal reads `ConditionalCheckFailed` at its position.
 */
export function contentItemExistsCheck(
  key: VersionKey,
  contentType: VersionContentType,
  itemId: string,
): TogetherWrite {
  const { Key, TableName } = db()
    .entities.versionContentItem.get(contentItemKey(key, contentType, itemId))
    .params() as {
    Key: Record<string, unknown>
    TableName: string
  }
  return {
    ConditionCheck: {
      TableName,
      Key,
      ConditionExpression: 'attribute_exists(#partitionKey)',
      ExpressionAttributeNames: { '#partitionKey': tableDesign.partitionKey },
    },
  }
}
