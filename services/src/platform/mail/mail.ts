import nodemailer from 'nodemailer'

export interface MailMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
}

/** The one way the app sends e-mail. */
export interface MailPort {
  send(message: MailMessage): Promise<void>
}

export interface MailLogger {
  info(object: object, message: string): void
}

/**
 * Without SMTP configured, mail goes to the development outbox: kept in memory for the process's life and
 * printed to the server log, so a person running the app locally can follow a reset link.
 */
export class DevOutbox implements MailPort {
  readonly sent: MailMessage[] = []
  constructor(private readonly logger?: MailLogger) {}

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message)
    this.logger?.info({ mail: message }, `mail to ${message.to}: ${message.subject}\n${message.text}`)
  }
}

/** SMTP through nodemailer, e.g. `smtp://user:pass@smtp.example.org:587` or `smtps://…`. */
export class SmtpMail implements MailPort {
  readonly #transport: nodemailer.Transporter
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.#transport = nodemailer.createTransport(url)
  }

  async send(message: MailMessage): Promise<void> {
    await this.#transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text })
  }
}
