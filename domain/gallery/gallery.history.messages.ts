import { defineMessages, type Translations } from '../i18n/messages'

/** Photos in the coaches' history, named by their caption. */
export const galleryHistoryMessages = defineMessages('gallery-history', {
  label: 'Gallery',
  uploaded: '{actor} uploaded the photo {caption}.',
  uploadedPlain: '{actor} uploaded a photo.',
  deleted: '{actor} deleted the photo {caption}.',
  deletedPlain: '{actor} deleted a photo.',
})

export const galleryHistoryTranslations: Translations<typeof galleryHistoryMessages> = {
  de: {
    label: 'Galerie',
    uploaded: '{actor} hat das Foto {caption} hochgeladen.',
    uploadedPlain: '{actor} hat ein Foto hochgeladen.',
    deleted: '{actor} hat das Foto {caption} gelöscht.',
    deletedPlain: '{actor} hat ein Foto gelöscht.',
  },
  es: {
    label: 'Galería',
    uploaded: '{actor} subió la foto {caption}.',
    uploadedPlain: '{actor} subió una foto.',
    deleted: '{actor} eliminó la foto {caption}.',
    deletedPlain: '{actor} eliminó una foto.',
  },
}
