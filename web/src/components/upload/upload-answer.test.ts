import { errorCatalogue } from '@platform/shared/errors'
import { describe, expect, it } from 'vitest'
import { readUploadAnswer, uploadPercent } from './upload-answer.ts'

describe('readUploadAnswer', () => {
  it('unwraps the success envelope', () => {
    expect(readUploadAnswer(200, JSON.stringify({ success: true, data: { jobId: 'job-1' } }))).toEqual({
      kind: 'data',
      data: { jobId: 'job-1' },
    })
  })

  it('reads a failure as `KEY: message` for the toast', () => {
    const body = {
      success: false,
      errors: { INVALID_CSV_FILE_UPLOADED: errorCatalogue.INVALID_CSV_FILE_UPLOADED.message },
    }
    expect(readUploadAnswer(400, JSON.stringify(body))).toEqual({
      kind: 'failure',
      status: 400,
      errors: body.errors,
      message: `INVALID_CSV_FILE_UPLOADED: ${errorCatalogue.INVALID_CSV_FILE_UPLOADED.message}`,
    })
  })

  it('treats 500 and above, and a connection that never answered, as server errors', () => {
    expect(readUploadAnswer(502, 'Bad gateway')).toEqual({ kind: 'server-error', status: 502 })
    expect(readUploadAnswer(0, '')).toEqual({ kind: 'server-error', status: 0 })
  })

  it('falls back to the generic message for an unreadable failure', () => {
    const answer = readUploadAnswer(413, '<html>too large</html>')
    expect(answer.kind).toBe('failure')
    if (answer.kind === 'failure') expect(answer.message).toBe('An unexpected error occurred')
  })
})

describe('uploadPercent', () => {
  it('rounds to whole percents and waits for a known size', () => {
    expect(uploadPercent(512, 1024, true)).toBe(50)
    expect(uploadPercent(10, 0, true)).toBe(0)
    expect(uploadPercent(10, 100, false)).toBe(0)
  })
})
