import { defineHistory, stateBefore } from '../history/history.plugin'
import { quoted } from '../history/history.wording'
import { photoStreamId, type GalleryDomainEvent } from './gallery.events'

/** Photos in the activity feed, named by their caption (the photo's own stream keeps it for the deletion). */
export const galleryHistory = defineHistory<GalleryDomainEvent>({
  label: 'Gallery',
  subjects: [
    {
      idField: 'photoId',
      types: ['PhotoUploaded', 'PhotoDeleted'],
      state: ['PhotoUploaded'],
      stateStream: photoStreamId,
    },
  ],
  sentences: {
    PhotoUploaded: (d, c) =>
      d.caption ? `${c.actor} uploaded the photo ${quoted(d.caption)}.` : `${c.actor} uploaded a photo.`,
    PhotoDeleted: (_d, c) => {
      const was = stateBefore(c, 'PhotoUploaded')
      return was?.caption ? `${c.actor} deleted the photo ${quoted(was.caption)}.` : `${c.actor} deleted a photo.`
    },
  },
})
