import { infiniteQueryOptions, keepPreviousData, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import type { PhotoConsent, PhotoConsentDefault, PhotoRegion } from '@teamspace/domain/gallery/gallery.events'
import type {
  photoPageSchema,
  photoViewSchema,
  uploadedPhotoSchema,
  PhotoPage,
  PhotoView,
} from '@teamspace/domain/gallery/gallery.schemas'
import { apiGet, apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'
import { photoConsentKey } from '../../shared/gallery/photo-consent'
import { apiUploadWithProgress, type UploadProgress } from '../../lib/upload-with-progress'
import type { GalleryFilters } from './gallery-search'

// Everything under 'gallery', which the live socket invalidates when a photo is uploaded or deleted.
export const galleryKeys = {
  all: liveKey('gallery'),
  photos: (filters: GalleryFilters) =>
    liveKey('gallery', 'photos', filters.search ?? '', filters.tag ?? null, filters.sort ?? 'newest'),
  /** Each child's photo consent (refreshed with the gallery: a consent shows or hides photos). */
  consent: photoConsentKey,
}

const photosPath = '/api/gallery/photos'
const photoPath = (photoId: string) => `${photosPath}/${encodeURIComponent(photoId)}`

/**
 * The grid's photos, a page at a time (`nextCursor`), for the filters in the address. The last result stays on screen
 * while a new search or tag loads, so typing does not blank the grid.
 */
export function galleryPhotosQuery(filters: GalleryFilters) {
  const search = filters.search?.trim() ?? ''
  return infiniteQueryOptions({
    queryKey: galleryKeys.photos({ ...filters, search }),
    queryFn: ({ pageParam, client }) => {
      const query = new URLSearchParams()
      if (search) query.set('search', search)
      if (filters.tag) query.set('tag', filters.tag)
      if (filters.sort === 'oldest') query.set('sort', 'oldest')
      if (pageParam) query.set('cursor', pageParam)
      const suffix = query.size > 0 ? `?${query.toString()}` : ''
      return apiGet<Answer<typeof photoPageSchema>>(`${photosPath}${suffix}`, { client })
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  })
}

/** The loaded photos of every page, in order, each once (a photo can shift pages while new ones arrive). */
export function photosOf(data: InfiniteData<PhotoPage> | undefined): PhotoView[] {
  if (!data) return []
  const seen = new Set<string>()
  const photos: PhotoView[] = []
  for (const page of data.pages) {
    for (const photo of page.photos) {
      if (seen.has(photo.id)) continue
      seen.add(photo.id)
      photos.push(photo)
    }
  }
  return photos
}

export interface PhotoToUpload {
  file: File
  caption: string
  tags: readonly string[]
  /** The roster's players it shows, by id. */
  players: readonly string[]
}

/** One photo, one multipart request: the file under `photo`, the caption, and each tag as its own `tags` field. */
export function uploadPhoto(
  photo: PhotoToUpload,
  { commandId, team, onProgress }: { commandId: string; team: string; onProgress: (progress: UploadProgress) => void },
): Promise<PhotoView> {
  const body = new FormData()
  body.append('caption', photo.caption.trim())
  for (const tag of photo.tags) body.append('tags', tag)
  for (const player of photo.players) body.append('players', player)
  // The original file name may name a child; the server has no use for it.
  body.append('photo', photo.file, 'photo')
  return apiUploadWithProgress<Answer<typeof uploadedPhotoSchema>>('POST', photosPath, body, {
    commandId,
    team,
    onProgress,
  })
}

export const deletePhoto = (photoId: string, commandId?: string) =>
  apiSend('DELETE', photoPath(photoId), undefined, { commandId })

/**
 * Takes a deleted photo out of every loaded list at once: its delete's answer refreshed them already, and one found
 * gone already (deleted in another tab) names nothing to refresh.
 */
export function forgetPhoto(queryClient: QueryClient, photoId: string) {
  queryClient.setQueriesData<InfiniteData<PhotoPage>>({ queryKey: galleryKeys.all }, (data) => {
    if (!data?.pages) return data
    let removed = 0
    const pages = data.pages.map((page) => {
      const photos = page.photos.filter((photo) => photo.id !== photoId)
      removed += page.photos.length - photos.length
      return { ...page, photos }
    })
    if (removed === 0) return data
    return { ...data, pages: pages.map((page) => ({ ...page, total: Math.max(0, page.total - 1) })) }
  })
}

export const consentPath = (playerId: string) => `/api/gallery/consent/players/${encodeURIComponent(playerId)}`

export const setPhotoConsent = (playerId: string, consent: PhotoConsent, commandId?: string) =>
  apiSend('PUT', consentPath(playerId), { consent }, { commandId })

export const setPhotoConsentDefault = (consentDefault: PhotoConsentDefault, commandId?: string) =>
  apiSend('PUT', '/api/gallery/consent/default', { consentDefault }, { commandId })

export const tagPhotoPlayers = (photoId: string, playerIds: readonly string[], commandId?: string) =>
  apiSend<Answer<typeof photoViewSchema>>('PUT', `${photoPath(photoId)}/players`, { playerIds }, { commandId })

export const blurPhotoRegion = (photoId: string, region: PhotoRegion, variant: string, commandId?: string) =>
  apiSend<Answer<typeof photoViewSchema>>('POST', `${photoPath(photoId)}/blur`, { region, variant }, { commandId })
