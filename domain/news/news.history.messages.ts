import { defineMessages, type Translations } from '../i18n/messages'

/** News articles in the coaches' history, named by their title as it was then. */
export const newsHistoryMessages = defineMessages('news-history', {
  label: 'News',
  title: ' {title}',
  posted: '{actor} posted the article {title}.',
  edited: '{actor} edited the article {title}.',
  editedRenamed: '{actor} edited the article {before} and renamed it {after}.',
  pinned: '{actor} {pinned, select, yes {pinned} other {unpinned}} the article{title}.',
  deleted: '{actor} deleted the article{title}.',
  emailed: '{actor} e-mailed the article{title} to the team.',
})

export const newsHistoryTranslations: Translations<typeof newsHistoryMessages> = {
  de: {
    label: 'News',
    title: ' {title}',
    posted: '{actor} hat den Artikel {title} veröffentlicht.',
    edited: '{actor} hat den Artikel {title} bearbeitet.',
    editedRenamed: '{actor} hat den Artikel {before} bearbeitet und in {after} umbenannt.',
    pinned: '{actor} hat den Artikel{title} {pinned, select, yes {angeheftet} other {gelöst}}.',
    deleted: '{actor} hat den Artikel{title} gelöscht.',
    emailed: '{actor} hat den Artikel{title} per E-Mail an das Team geschickt.',
  },
  es: {
    label: 'Noticias',
    title: ' {title}',
    posted: '{actor} publicó el artículo {title}.',
    edited: '{actor} editó el artículo {title}.',
    editedRenamed: '{actor} editó el artículo {before} y le cambió el título a {after}.',
    pinned: '{actor} {pinned, select, yes {fijó} other {desfijó}} el artículo{title}.',
    deleted: '{actor} eliminó el artículo{title}.',
    emailed: '{actor} envió el artículo{title} al equipo por correo electrónico.',
  },
}
