import { galleryMessages } from '@teamspace/domain/gallery/gallery.constants'
import { describe, expect, it } from 'vitest'
import { percentSent } from '../../lib/upload-with-progress'
import { parseGallerySearch, hasFilters } from './gallery-search'
import { cardTags, chooseFiles, masonryColumns } from './gallery-view'

const file = (name: string, type: string, size = 1000) => ({ name, type, size })
const photos = (count: number) => Array.from({ length: count }, (_, index) => file(`photo-${index}.jpg`, 'image/jpeg'))

describe('choosing files for an upload', () => {
  it('takes images of the four types the server accepts', () => {
    const chosen = [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('c.gif', 'image/gif')]
    expect(chooseFiles(0, [...chosen, file('d.webp', 'image/webp')])).toEqual({
      accepted: [...chosen, file('d.webp', 'image/webp')],
      messages: [],
    })
  })

  it('drops what is not an image, and says only images are allowed', () => {
    const { accepted, messages } = chooseFiles(0, [file('notes.txt', 'text/plain'), file('a.jpg', 'image/jpeg')])
    expect(accepted.map((each) => each.name)).toEqual(['a.jpg'])
    expect(messages).toEqual([galleryMessages.onlyImages])
  })

  it('refuses images of another type and files over 5MB with the spec’s words', () => {
    const { accepted, messages } = chooseFiles(0, [
      file('phone.heic', 'image/heic'),
      file('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1),
      file('just-fits.jpg', 'image/jpeg', 5 * 1024 * 1024),
    ])
    expect(accepted.map((each) => each.name)).toEqual(['just-fits.jpg'])
    expect(messages).toEqual([galleryMessages.invalidType, galleryMessages.tooLarge])
  })

  it('keeps what fits in the room left and says how many more may come', () => {
    const { accepted, messages } = chooseFiles(7, photos(5))
    expect(accepted).toHaveLength(3)
    expect(messages).toEqual(['Can only upload 3 more files'])
  })

  it('says at most 10 go at once when more than 10 are chosen together', () => {
    const { accepted, messages } = chooseFiles(0, photos(12))
    expect(accepted).toHaveLength(10)
    expect(messages).toEqual(['Maximum 10 files can be uploaded at once'])
  })
})

describe('a photo card', () => {
  it('shows at most three tags and counts the rest', () => {
    expect(cardTags(['game', 'team'])).toEqual({ visible: ['game', 'team'], more: 0 })
    expect(cardTags(['game', 'team', 'awards', 'celebration', 'training'])).toEqual({
      visible: ['game', 'team', 'awards'],
      more: 2,
    })
  })
})

describe('the masonry columns', () => {
  const photo = (id: string, width: number, height: number) => ({ id, thumbnail: { width, height } })

  it('puts each photo under the shortest column, in order', () => {
    const tall = photo('tall', 100, 300)
    const columns = masonryColumns([tall, photo('a', 100, 100), photo('b', 100, 100), photo('c', 100, 100)], 2)
    expect(columns.map((column) => column.map((each) => each.id))).toEqual([['tall'], ['a', 'b', 'c']])
  })

  it('never moves a photo already placed when more arrive', () => {
    const first = Array.from({ length: 30 }, (_, index) => photo(`p${index}`, 100, 60 + ((index * 37) % 90)))
    const more = Array.from({ length: 30 }, (_, index) => photo(`q${index}`, 100, 50 + ((index * 53) % 120)))
    const before = masonryColumns(first, 3)
    const after = masonryColumns([...first, ...more], 3)
    before.forEach((column, index) => expect(after[index]?.slice(0, column.length)).toEqual(column))
  })
})

describe('the gallery’s address', () => {
  it('keeps known filters and drops malformed ones', () => {
    expect(parseGallerySearch({ search: 'cup', tag: 'game', sort: 'oldest', layout: 'masonry' })).toEqual({
      search: 'cup',
      tag: 'game',
      sort: 'oldest',
      layout: 'masonry',
    })
    expect(parseGallerySearch({ tag: 'selfies', sort: 'random', layout: 3 })).toEqual({})
  })

  it('counts a search or a tag as a filter, not the order or the layout', () => {
    expect(hasFilters({ sort: 'oldest', layout: 'masonry' })).toBe(false)
    expect(hasFilters({ search: '  ' })).toBe(false)
    expect(hasFilters({ search: 'cup' })).toBe(true)
    expect(hasFilters({ tag: 'team' })).toBe(true)
  })
})

describe('upload progress', () => {
  it('is a whole percentage that reaches 100 only when every byte has gone', () => {
    expect(percentSent({ loaded: 0, total: 0 })).toBe(0)
    expect(percentSent({ loaded: 999, total: 1000 })).toBe(99)
    expect(percentSent({ loaded: 1000, total: 1000 })).toBe(100)
  })
})
