import { describe, expect, it } from 'vitest'
import { fact, sentencesOf } from '../history/history.test-support'
import { names } from '../shared/current-names.fixture'
import { galleryHistory } from './gallery.history'

const { say, assembled } = sentencesOf(galleryHistory, names)
const uploaded = (caption: string) =>
  fact('PhotoUploaded', { teamId: 't', photoId: 'p', uploadedBy: 'casey', caption, tags: [], animated: false })

describe('the gallery’s history', () => {
  it('names a photo by its caption, when it has one', () => {
    expect(say(uploaded('Cup final'))).toBe('Casey Coach uploaded the photo “Cup final”.')
    expect(say(uploaded(''))).toBe('Casey Coach uploaded a photo.')
  })

  it('names a deleted photo by the caption it was uploaded with, read from its stream', () => {
    const deleted = fact('PhotoDeleted', { teamId: 't', photoId: 'p' })
    expect(say(deleted, uploaded('Cup final'))).toBe('Casey Coach deleted the photo “Cup final”.')
    expect(say(deleted, uploaded(''))).toBe('Casey Coach deleted a photo.')
    expect(say(deleted)).toBe('Casey Coach deleted a photo.')
    expect(assembled.stateOf(deleted)).toEqual({ subjectId: 'p', types: ['PhotoUploaded'], stream: 'photo-p' })
  })

  it('says who changed a child’s photo consent, naming no photo', () => {
    expect(say(fact('PhotoConsentSet', { teamId: 't', playerId: 'mia', consent: 'none' }, 'pat'))).toBe(
      'Pat Parent set the photo consent for Mia to “no photos”.',
    )
    expect(say(fact('PhotoConsentSet', { teamId: 't', playerId: 'mia', consent: 'photos' }, 'pat'))).toBe(
      'Pat Parent set the photo consent for Mia to “photos in the team gallery”.',
    )
  })
})
