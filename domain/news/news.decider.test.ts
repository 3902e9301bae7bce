import { describe, it } from 'vitest'
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors'
import type { CommandMetadata } from '../shared/events'
import { specFor, testMetadata } from '../shared/testing'
import type { NewsCommand } from './news.commands'
import { newsDecider } from './news.decider'
import type { NewsDomainEvent } from './news.events'

const spec = specFor(newsDecider)
const metadata = testMetadata()
const at = metadata.now.toISOString()
const otherCoach = testMetadata({ actor: { userId: 'user-assistant', role: 'assistant_coach' } })
const ids = { teamId: 't1', newsArticleId: 'n1' }
const text = { title: 'Cup final on Sunday', content: 'We play the cup final at North Field.', summary: '' }

const post = (): NewsCommand => ({ type: 'PostNewsArticle', data: { ...ids, ...text }, metadata })
const edit = (by: CommandMetadata = metadata, title = 'Cup final moved'): NewsCommand => ({
  type: 'EditNewsArticle',
  data: { ...ids, ...text, title },
  metadata: by,
})
const pin = (isPinned: boolean, by: CommandMetadata = metadata): NewsCommand => ({
  type: 'PinNewsArticle',
  data: { ...ids, isPinned },
  metadata: by,
})
const remove = (by: CommandMetadata = metadata): NewsCommand => ({
  type: 'DeleteNewsArticle',
  data: ids,
  metadata: by,
})

const posted: NewsDomainEvent = {
  type: 'NewsArticlePosted',
  data: { ...ids, ...text, authorId: 'user-coach', postedAt: at },
}
const deleted: NewsDomainEvent = { type: 'NewsArticleDeleted', data: { ...ids, deletedAt: at } }

describe('news decider', () => {
  it('posts an article by its author', () => spec([]).when(post()).then([posted]))

  it('never posts one id twice', () => spec([posted]).when(post()).thenThrows(ConflictError))

  it('lets the author edit the text', () =>
    spec([posted])
      .when(edit())
      .then([{ type: 'NewsArticleEdited', data: { ...ids, ...text, title: 'Cup final moved', editedAt: at } }]))

  it('records nothing when an edit changes nothing', () => spec([posted]).when(edit(metadata, text.title)).then([]))

  it('refuses an edit or a delete by another coach', () => {
    spec([posted]).when(edit(otherCoach)).thenThrows(ForbiddenError, 'Only the author of this article can change it.')
    spec([posted]).when(remove(otherCoach)).thenThrows(ForbiddenError)
  })

  it('lets the author delete it, and then it is gone', () => {
    spec([posted]).when(remove()).then([deleted])
    spec([posted, deleted]).when(edit()).thenThrows(NotFoundError)
    spec([posted, deleted]).when(remove()).thenThrows(NotFoundError)
  })

  it('lets any coach pin and unpin, recording only a change', () => {
    const pinned: NewsDomainEvent = { type: 'NewsArticlePinned', data: { ...ids, isPinned: true } }
    spec([posted]).when(pin(true, otherCoach)).then([pinned])
    spec([posted, pinned]).when(pin(true)).then([])
    spec([posted, pinned])
      .when(pin(false))
      .then([{ type: 'NewsArticlePinned', data: { ...ids, isPinned: false } }])
    spec([]).when(pin(true)).thenThrows(NotFoundError)
  })
})

describe('e-mailing an article', () => {
  const email = (by: CommandMetadata = metadata): NewsCommand => ({ type: 'EmailNewsArticle', data: ids, metadata: by })
  const emailed: NewsDomainEvent = { type: 'NewsArticleEmailed', data: { ...ids, emailedAt: at } }

  it('lets any coach e-mail it once, and refuses a second time', () => {
    spec([posted]).when(email(otherCoach)).then([emailed])
    spec([posted, emailed])
      .when(email())
      .thenThrows(ConflictError, 'This article has already been e-mailed to the team.')
  })

  it('refuses an article that is gone', () => {
    spec([]).when(email()).thenThrows(NotFoundError)
    spec([posted, deleted]).when(email()).thenThrows(NotFoundError)
  })
})
