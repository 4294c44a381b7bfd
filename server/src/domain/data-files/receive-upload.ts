import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { basename, join } from 'node:path'
import type { Readable } from 'node:stream'
import { finished } from 'node:stream/promises'
import { audienceLimits } from '../../../../src/contract/constants'
import { cutText } from '../../../../src/contract/text-cut'
import type { ServerConfig } from '../../config'
import { ApiError, ValidationError } from '../../http/errors'
import { fileField, openMultipart } from '../../http/multipart'
import { said } from '../../http/words'
import { CsvFileError } from './csv-text'
import { describeFile, type FileDescription } from './describe'
import { ensureUploadsDir, removeUpload } from './storage'

export interface ReceivedUpload {
  filename: string
  storageName: string
  size: number
  description: FileDescription
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024))

/** The client's name for the file, as a plain name (no folders), bounded. */
export function cleanFilename(name: string | undefined): string {
  const plain = basename((name ?? '').replaceAll('\\', '/'))
    .replaceAll('\u0000', '')
    .trim()
  return cutText(plain || 'upload.csv', 255)
}

/**
 * Takes the CSV of a multipart body (field `file`) to disk as it arrives, reading it on the way
 * (describe.ts): the file is never whole in memory, whatever its size. A file that cannot be
 * imported is refused (422) and not kept; past uploadMaxBytes, 413.
 */
export async function receiveUpload(
  config: Pick<ServerConfig, 'dataDir'>,
  request: Request,
): Promise<ReceivedUpload> {
  const dir = await ensureUploadsDir(config)
  const { parser, read } = openMultipart(request, {
    files: 1,
    fileSize: audienceLimits.uploadMaxBytes,
    fields: 20,
    parts: 25,
  })
  const storageName = `${randomUUID()}.csv`
  const upload: { received?: Promise<Omit<ReceivedUpload, 'storageName'>> } = {}
  parser.on('file', (name, stream, info) => {
    if (name !== fileField || upload.received) {
      stream.resume()
      return
    }
    upload.received = store(stream, join(dir, storageName), cleanFilename(info.filename))
    // Awaited once the body has ended; until then a failure must not count as unhandled.
    upload.received.catch(() => {})
  })
  try {
    await read()
    if (!upload.received) throw ValidationError.field(fileField, 'upload.noFile')
    return { ...(await upload.received), storageName }
  } catch (error) {
    await removeUpload(config, storageName)
    throw error
  }
}

/** Writes the part to disk (waiting when the disk is slower than the network) and reads it. */
async function store(
  stream: Readable & { truncated?: boolean },
  path: string,
  filename: string,
): Promise<Omit<ReceivedUpload, 'storageName'>> {
  const out = createWriteStream(path)
  // A write error (disk full) surfaces through once('drain') or finished(); never unhandled.
  out.on('error', () => {})
  let size = 0
  async function* written() {
    // The part stays open when the reading stops early: it is drained below.
    for await (const chunk of stream.iterator({
      destroyOnReturn: false,
    }) as AsyncIterable<Buffer>) {
      size += chunk.length
      if (!out.write(chunk)) await once(out, 'drain')
      yield chunk
    }
  }
  let described: FileDescription | CsvFileError
  try {
    described = await describeFile(written()).catch((error: unknown) => {
      if (error instanceof CsvFileError) return error
      throw error
    })
    // A file found unreadable is still drained, so the request ends cleanly; nothing more of
    // it is read or written.
    for await (const chunk of stream as AsyncIterable<Buffer>) size += chunk.length
  } finally {
    // Whatever happened, the part is drained, or the multipart parser would wait for it.
    stream.resume()
    out.end()
    await finished(out)
  }
  if (stream.truncated)
    throw new ApiError(
      413,
      said('upload.tooLarge', { megabytes: megabytes(audienceLimits.uploadMaxBytes) }),
    )
  if (size === 0) throw ValidationError.field(fileField, 'upload.empty')
  if (described instanceof CsvFileError) throw ValidationError.field(fileField, described.words)
  return { filename, size, description: described }
}
