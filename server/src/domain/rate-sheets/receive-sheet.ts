import { rateSheetLimits } from '../../../../src/contract/constants'
import { ApiError, ValidationError } from '../../http/errors'
import { fileField, openMultipart } from '../../http/multipart'
import { said } from '../../http/words'
import { cleanFilename } from '../data-files/receive-upload'

export interface ReceivedSheet {
  filename: string
  content: Buffer
  fields: Record<string, string>
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024))

/**
 * Reads a multipart body: the sheet (field `file`, kept whole: a rate sheet is megabytes, and
 * it is stored with its row) and the plain fields beside it. Past uploadMaxBytes, 413.
 */
export async function receiveSheet(request: Request): Promise<ReceivedSheet> {
  const { parser, read } = openMultipart(request, {
    files: 1,
    fileSize: rateSheetLimits.uploadMaxBytes,
    fields: 10,
    parts: 12,
  })
  const fields: Record<string, string> = {}
  let file: Promise<{ filename: string; content: Buffer; truncated: boolean }> | undefined
  parser.on('field', (name, value) => {
    fields[name] = value
  })
  parser.on('file', (name, stream, info) => {
    if (name !== fileField || file) {
      stream.resume()
      return
    }
    file = (async () => {
      const chunks: Buffer[] = []
      for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk)
      const truncated = Boolean((stream as { truncated?: boolean }).truncated)
      return { filename: cleanFilename(info.filename), content: Buffer.concat(chunks), truncated }
    })()
    file.catch(() => {})
  })
  await read()
  if (!file) throw ValidationError.field(fileField, 'upload.noFile')
  const received = await file
  if (received.truncated)
    throw new ApiError(
      413,
      said('upload.tooLarge', { megabytes: megabytes(rateSheetLimits.uploadMaxBytes) }),
    )
  if (received.content.length === 0) throw ValidationError.field(fileField, 'upload.empty')
  return { filename: received.filename, content: received.content, fields }
}
