import { defineMessages, type Translations } from '../i18n/messages'

/** Photos in the coaches' history, named by their caption. */
export const galleryHistoryMessages = defineMessages('gallery-history', {
  label: 'Gallery',
  uploaded: '{actor} uploaded the photo {caption}.',
  uploadedPlain: '{actor} uploaded a photo.',
  deleted: '{actor} deleted the photo {caption}.',
  deletedPlain: '{actor} deleted a photo.',
  tagged: '{actor} changed who is named in the photo {caption}.',
  taggedPlain: '{actor} changed who is named in a photo.',
  blurred: '{actor} blurred part of the photo {caption}.',
  blurredPlain: '{actor} blurred part of a photo.',
  consent:
    '{actor} set the photo consent for {player} to {consent, select, photos {“photos in the team gallery”} other {“no photos”}}.',
  consentDefault:
    '{actor} set what counts for children without a photo consent to {consentDefault, select, photos {“photos in the team gallery”} other {“ask families first”}}.',
})

export const galleryHistoryTranslations: Translations<typeof galleryHistoryMessages> = {
  de: {
    label: 'Galerie',
    uploaded: '{actor} hat das Foto {caption} hochgeladen.',
    uploadedPlain: '{actor} hat ein Foto hochgeladen.',
    deleted: '{actor} hat das Foto {caption} gelöscht.',
    deletedPlain: '{actor} hat ein Foto gelöscht.',
    tagged: '{actor} hat geändert, wer auf dem Foto {caption} genannt ist.',
    taggedPlain: '{actor} hat geändert, wer auf einem Foto genannt ist.',
    blurred: '{actor} hat einen Bereich des Fotos {caption} unkenntlich gemacht.',
    blurredPlain: '{actor} hat einen Bereich eines Fotos unkenntlich gemacht.',
    consent:
      '{actor} hat die Foto-Einwilligung für {player} auf {consent, select, photos {„Fotos in der Team-Galerie“} other {„keine Fotos“}} gesetzt.',
    consentDefault:
      '{actor} hat für Kinder ohne Foto-Einwilligung {consentDefault, select, photos {„Fotos in der Team-Galerie“} other {„erst die Familien fragen“}} eingestellt.',
  },
  es: {
    label: 'Galería',
    uploaded: '{actor} subió la foto {caption}.',
    uploadedPlain: '{actor} subió una foto.',
    deleted: '{actor} eliminó la foto {caption}.',
    deletedPlain: '{actor} eliminó una foto.',
    tagged: '{actor} cambió quién aparece nombrado en la foto {caption}.',
    taggedPlain: '{actor} cambió quién aparece nombrado en una foto.',
    blurred: '{actor} difuminó una parte de la foto {caption}.',
    blurredPlain: '{actor} difuminó una parte de una foto.',
    consent:
      '{actor} puso el permiso de fotos de {player} en {consent, select, photos {«fotos en la galería del equipo»} other {«sin fotos»}}.',
    consentDefault:
      '{actor} estableció para los niños sin permiso de fotos {consentDefault, select, photos {«fotos en la galería del equipo»} other {«preguntar primero a las familias»}}.',
  },
}
