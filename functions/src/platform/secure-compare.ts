import { createHmac, timingSafeEqual } from 'node:crypto'

/** HMAC-SHA256 in base64url: how codes and tokens are stored, so the table never holds them in clear. */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url')
}

/** Compares two secrets without leaking through timing how many leading characters matched. */
export function constantTimeEqual(left: string, right: string): boolean {
  const leftBytes = Buffer.from(left)
  const rightBytes = Buffer.from(right)
  if (leftBytes.length !== rightBytes.length) {
    timingSafeEqual(leftBytes, leftBytes)
    return false
  }
  return timingSafeEqual(leftBytes, rightBytes)
}
