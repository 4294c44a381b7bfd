import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import { ValidationError } from './errors'

/** The field an upload's file comes in. */
export const fileField = 'file'

/**
 * A multipart request's parser (busboy, with `limits`): the caller attaches its handlers, then
 * `read()` sends the body through and resolves once it has ended. A body that is not multipart,
 * has no boundary or is cut short is a 422 at the `file` field.
 */
export function openMultipart(request: Request, limits: busboy.Limits) {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !request.body)
    throw ValidationError.field(fileField, 'upload.notMultipart')
  const stream = request.body
  let parser: busboy.Busboy
  try {
    parser = busboy({ headers: { 'content-type': contentType }, limits })
  } catch {
    throw ValidationError.field(fileField, 'upload.noBoundary')
  }
  async function read() {
    const done = new Promise<void>((resolve, reject) => {
      parser.on('close', resolve)
      parser.on('error', reject)
    })
    const body = Readable.fromWeb(stream as NodeReadableStream<Uint8Array>)
    body.on('error', (error) => parser.destroy(error))
    body.pipe(parser)
    await done.catch(() => {
      throw ValidationError.field(fileField, 'upload.malformed')
    })
  }
  return { parser, read }
}
