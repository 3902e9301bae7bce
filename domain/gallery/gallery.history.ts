import { defineHistory, stateBefore } from '../history/history.plugin'
import { quoted, sayer } from '../history/history.wording'
import { photoStreamId, type GalleryDomainEvent } from './gallery.events'
import { galleryHistoryMessages, galleryHistoryTranslations } from './gallery.history.messages'

const say = sayer(galleryHistoryMessages, galleryHistoryTranslations)

/** Photos in the activity feed, named by their caption (the photo's own stream keeps it for the deletion). */
export const galleryHistory = defineHistory<GalleryDomainEvent>({
  label: (language) => say({ language })('label'),
  subjects: [
    {
      idField: 'photoId',
      types: ['PhotoUploaded', 'PhotoDeleted', 'PhotoPlayersTagged', 'PhotoRegionBlurred'],
      state: ['PhotoUploaded'],
      stateStream: photoStreamId,
    },
  ],
  sentences: {
    PhotoUploaded: (d, c) =>
      d.caption
        ? say(c)('uploaded', { actor: c.actor, caption: quoted(d.caption, c.language) })
        : say(c)('uploadedPlain', { actor: c.actor }),
    PhotoDeleted: (_d, c) => {
      const was = stateBefore(c, 'PhotoUploaded')
      return was?.caption
        ? say(c)('deleted', { actor: c.actor, caption: quoted(was.caption, c.language) })
        : say(c)('deletedPlain', { actor: c.actor })
    },
    PhotoPlayersTagged: (_d, c) => {
      const was = stateBefore(c, 'PhotoUploaded')
      return was?.caption
        ? say(c)('tagged', { actor: c.actor, caption: quoted(was.caption, c.language) })
        : say(c)('taggedPlain', { actor: c.actor })
    },
    PhotoRegionBlurred: (_d, c) => {
      const was = stateBefore(c, 'PhotoUploaded')
      return was?.caption
        ? say(c)('blurred', { actor: c.actor, caption: quoted(was.caption, c.language) })
        : say(c)('blurredPlain', { actor: c.actor })
    },
    // Who changed a child's consent, and when (the feed's time): never which photos it showed or hid.
    PhotoConsentSet: (d, c) =>
      say(c)('consent', { actor: c.actor, player: c.names.player(d.playerId), consent: d.consent }),
    PhotoConsentDefaultSet: (d, c) => say(c)('consentDefault', { actor: c.actor, consentDefault: d.consentDefault }),
  },
})
