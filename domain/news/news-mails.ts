import { z } from 'zod'
import { speak } from '../i18n/speak'
import type { Language } from '../shared/languages'
import { newsSendingMessages, newsSendingTranslations } from './news-mails.messages'

export const newsMailMessages = {
  title: 'News e-mails',
  label: 'E-mail me team news articles that a coach sends to the team',
  hint: 'Coaches choose which articles go out by e-mail; each comes once.',
  saveFailed: 'Failed to update profile. Please try again.',
  saved: 'Profile updated successfully!',
} as const

/**
 * GET /api/news-emails → newsMailPreferenceSchema; PUT /api/news-emails with the same body. A member's own
 * choice (team.read); everyone starts opted in.
 */
export const newsMailPreferenceSchema = z.object({ enabled: z.boolean() })
export type NewsMailPreference = z.infer<typeof newsMailPreferenceSchema>

export const newsMailRoutes = { preference: '/api/news-emails' } as const

export interface NewsMail {
  readonly subject: string
  readonly text: string
}

/**
 * The e-mail of one article: its text as plain text, exactly as written (nothing in it is markup), with where
 * to read it and how to stop these mails in the member's language.
 */
export const newsArticleMail = (
  article: { title: string; summary: string; content: string; authorName: string },
  context: { teamName: string; newsUrl: string; profileUrl: string },
  language: Language = 'en',
): NewsMail => {
  const say = speak(language, newsSendingMessages, newsSendingTranslations)
  return {
    subject: `${context.teamName}: ${article.title}`,
    text: [
      article.title,
      ...(article.authorName ? [say('from', { author: article.authorName })] : []),
      '',
      ...(article.summary ? [article.summary, ''] : []),
      article.content,
      '',
      '--',
      say('readNews', { url: context.newsUrl }),
      say('turnOff', { url: context.profileUrl }),
    ].join('\n'),
  }
}
