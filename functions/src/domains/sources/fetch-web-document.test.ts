import { describe, expect, it } from 'vitest'
import { fetchWebDocument } from './fetch-web-document.ts'

describe('fetchWebDocument refuses private networks', () => {
  it('refuses private IPv4 addresses embedded in NAT64 and 6to4 IPv6 addresses (issue 38)', async () => {
    for (const address of [
      'http://[64:ff9b::7f00:1]/', // NAT64 of 127.0.0.1
      'http://[64:ff9b::a9fe:a9fe]/', // NAT64 of 169.254.169.254, the cloud metadata service
      'http://[64:ff9b:1::a00:1]/', // local-use NAT64 of 10.0.0.1
      'http://[2002:7f00:1::]/', // 6to4 of 127.0.0.1
      'http://[2002:c0a8:101::1]/', // 6to4 of 192.168.1.1
      'http://[::ffff:127.0.0.1]/',
      'http://[fd00::1]/',
    ])
      await expect(fetchWebDocument(address, { timeoutMs: 1_000 }), address).rejects.toThrow(/private network address/)
  })
})
