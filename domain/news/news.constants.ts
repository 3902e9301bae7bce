/** The news form's limits (spec §5 "News form", §10). */
export const newsLimits = { titleMin: 5, contentMin: 20, summaryMax: 200, preview: 200 } as const

export const newsMessages = {
  titleRequired: 'Title is required',
  titleShort: 'Title must be at least 5 characters long',
  contentRequired: 'Content is required',
  contentShort: 'Content must be at least 20 characters long',
  summaryLong: 'Summary must be less than 200 characters',
  saveFailed: 'Failed to save news article. Please try again.',
  confirmDelete: 'Are you sure you want to delete this news article? This action cannot be undone.',
  empty: 'No News Articles',
  /** Beyond the spec's words: the server's refusals. */
  notAuthor: 'Only the author of this article can change it.',
  notFound: 'This article no longer exists.',
  tooLong: 'This text is too long.',
  /** Beyond the spec: e-mailing an article to the team. */
  emailAction: 'E-mail to team',
  emailed: 'E-mailed',
  confirmEmail:
    'E-mail this article to every member of the team who has not turned news e-mails off? It can be sent only once.',
  emailFailed: 'Failed to e-mail the article. Please try again.',
  emailQueued: 'The article is on its way to the team’s inboxes.',
  alreadyEmailed: 'This article has already been e-mailed to the team.',
} as const
