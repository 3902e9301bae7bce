import nodemailer, { type Mail } from 'nodemailer'

export interface MailMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
  /** Extra header lines (`Auto-Submitted`, `List-Unsubscribe`), by name. */
  readonly headers?: Readonly<Record<string, string>>
}

/** The one way the app sends e-mail. */
export interface MailPort {
  send(message: MailMessage): Promise<void>
  /** Whether the mail server answers and accepts the credentials, without sending; absent where there is none. */
  verify?(): Promise<void>
}

export interface MailLogger {
  info(object: object, message: string): void
}

export interface DevOutboxOptions {
  /**
   * Print each mail's text. On in development, so a person running the app locally can follow a reset link;
   * off in production, where a log is read by more people than the mail's recipient and the text holds a secret.
   */
  readonly showContent?: boolean
}

/**
 * Without SMTP configured, mail goes to the development outbox: kept in memory for the process's life and
 * noted in the server log.
 */
export class DevOutbox implements MailPort {
  readonly sent: MailMessage[] = []
  constructor(
    private readonly logger?: MailLogger,
    private readonly options: DevOutboxOptions = {},
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message)
    if (this.options.showContent ?? true) {
      this.logger?.info({ mail: message }, `mail to ${message.to}: ${message.subject}\n${message.text}`)
    } else {
      this.logger?.info(
        { mail: { subject: message.subject } },
        `mail "${message.subject}" kept in the outbox, not sent: set SMTP_URL to deliver e-mail`,
      )
    }
  }
}

/** SMTP through nodemailer, e.g. `smtp://user:pass@smtp.example.org:587` or `smtps://…`. */
export class SmtpMail implements MailPort {
  readonly #transport: Mail
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.#transport = nodemailer.createTransport(url)
  }

  async send(message: MailMessage): Promise<void> {
    await this.#transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      headers: { ...message.headers },
    })
  }

  async verify(): Promise<void> {
    await this.#transport.verify()
  }
}
