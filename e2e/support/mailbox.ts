import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { waitTimeoutMs } from './timeouts'

export interface ReceivedMail {
  to: string[]
  text: string
}

export interface Mailbox {
  /** The SMTP_URL that makes the server deliver here. */
  url: string
  received: ReceivedMail[]
  /** The first message to `address`, waiting for it to arrive. */
  waitFor(address: string, timeoutMs?: number): Promise<ReceivedMail>
  close(): Promise<void>
}

/** The readable body of a raw message, undoing the transfer encoding the sender picked. */
export function messageText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/)
  const head = split < 0 ? raw : raw.slice(0, split)
  const body = split < 0 ? '' : raw.slice(split).trimStart()
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/g, '')
    return Buffer.from(
      joined.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8')
  }
  return body
}

/** A real SMTP listener on loopback that keeps every message it is given. */
export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          text: messageText(Buffer.concat(chunks).toString('utf8')),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(address, timeoutMs = waitTimeoutMs) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const mail = received.find((message) => message.to.includes(address))
        if (mail) return mail
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`No mail to ${address} arrived within ${timeoutMs / 1000}s.`)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
