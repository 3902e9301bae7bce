import { speak, type Say } from '@teamspace/domain/i18n/speak'
import { NotFoundError } from '@teamspace/domain/shared/errors'
import { languages, type Language } from '@teamspace/domain/shared/languages'
import { unsubscribeMessages, unsubscribeTranslations } from '@teamspace/domain/shared/unsubscribe.messages'
import { idParams } from '@teamspace/domain/shared/safe-input'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../http/schemas'
import { languageOfAccount } from '../languages'
import { mailPreferenceOf, setMailPreference, type MailKind } from './mail-kinds'
import { findUnsubscribeLink } from './opt-out'

export interface UnsubscribeRouteOptions {
  /** Every kind of mail a member may turn off, from the features' definitions. */
  readonly kinds: readonly MailKind[]
}

export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe/:token'

/** The refusal keeps the spec's English and a code, as every refusal does. */
const refusals = {
  notFound: 'This unsubscribe link is not valid.',
} as const

const linkStateSchema = z.object({
  /** What the link turns off, in the member's language: "schedule-change e-mails". */
  mails: z.string(),
  /** Whether the member still gets them. */
  subscribed: z.boolean(),
  message: z.string(),
})

/** A short page for a person who opened the link in a browser; mail clients use the POST without it. */
const page = (language: Language, title: string, body: string, button?: string) => `<!doctype html>
<html lang="${languages[language].locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}
button{font:inherit;padding:.6rem 1.2rem;min-height:44px;cursor:pointer}</style></head>
<body><h1>${title}</h1><p>${body}</p>${
  button
    ? `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${button}</button></form>`
    : ''
}</body></html>`

const wantsPage = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? '')

/**
 * One-click unsubscribe (RFC 8058) for the optional mails: a POST to the link in a mail's `List-Unsubscribe`
 * header turns that kind of mail off for the member it was sent to, in the team it came from. The token is the credential, so the POST
 * needs no session and no Origin (mail providers send it from their own servers). A GET only tells what the
 * link would do and offers the button: mail scanners follow links, and must not unsubscribe anyone.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<UnsubscribeRouteOptions> = async (app, options) => {
  const { db } = app.platform
  const kinds = new Map(options.kinds.map((kind) => [kind.name, kind]))
  if (kinds.size !== options.kinds.length) throw new Error('two features declare the same kind of mail')
  // The one-click POST comes as a form (`List-Unsubscribe=One-Click`); its content says nothing more, so any
  // body is taken and ignored. Only in this plugin: other routes still refuse what they cannot read.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null))

  const linkOf = async (token: string) => {
    const link = await findUnsubscribeLink(db, token)
    const kind = link && kinds.get(link.kind)
    if (!link || !kind) throw new NotFoundError(refusals.notFound, { code: 'unsubscribe-not-found' })
    const member = { teamId: link.team_id, userId: link.user_id }
    // In the language of the member the mail went to, as the mail itself was.
    const language = await languageOfAccount(db, member.userId, member.teamId)
    return { kind, member, language, say: speak(language, unsubscribeMessages, unsubscribeTranslations) }
  }

  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    { language, say }: { language: Language; say: Say<typeof unsubscribeMessages> },
    state: z.infer<typeof linkStateSchema>,
  ) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex')
    if (!wantsPage(request)) return reply.send(state)
    const html = state.subscribed
      ? page(language, say('stopTitle', { mails: state.mails }), state.message, say('unsubscribe'))
      : page(language, say('unsubscribedTitle'), state.message)
    return reply.type('text/html; charset=utf-8').send(html)
  }

  const config = {
    permission: 'public',
    crossSite: true,
    rateLimit: { max: 60, timeWindow: 60_000 },
    secret: ['token'],
  } as const
  const schema = { params: idParams('token'), response: { 200: linkStateSchema, ...errorResponses } }

  app.get(UNSUBSCRIBE_PATH, { config, schema }, async (request, reply) => {
    const link = await linkOf(request.params.token)
    const subscribed = await mailPreferenceOf(db, link.kind, link.member)
    const mails = link.kind.label[link.language]
    return answer(request, reply, link, {
      mails,
      subscribed,
      message: link.say(subscribed ? 'subscribed' : 'notSubscribed', { mails }),
    })
  })

  app.post(UNSUBSCRIBE_PATH, { config, schema }, async (request, reply) => {
    const link = await linkOf(request.params.token)
    await setMailPreference(db, link.kind, link.member, false)
    const mails = link.kind.label[link.language]
    return answer(request, reply, link, { mails, subscribed: false, message: link.say('done', { mails }) })
  })
}
