import { createServer, type AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  readonly to: string[]
  readonly raw: string
}

/** The message body as text, whichever transfer encoding the mailer chose. */
export const bodyOf = (raw: string) => {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

/** The decoded subject line (nodemailer encodes a non-ASCII subject as RFC 2047 words). */
export const subjectOf = (raw: string) => {
  const [head = ''] = raw.split(/\r?\n\r?\n/)
  const line = /^subject:(.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? ''
  return line
    .replace(/\r?\n[ \t]/g, ' ')
    .trim()
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
}

/** The value of a header line of a raw message (unfolded), or undefined. */
export const headerOf = (raw: string, name: string) => {
  const [head = ''] = raw.split(/\r?\n\r?\n/)
  return new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(head)?.[1]
    ?.replace(/\r?\n[ \t]/g, ' ')
    .trim()
}

/** A loopback port nothing listens on now: a mail server that is down, until one is started there. */
export const closedPort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })

/** A real SMTP server on loopback that keeps every message it is given (on `port`, else any free one). */
export const startSmtpListener = async (port = 0) => {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
