import { defineMessages, type Translations } from '../i18n/messages'

/** Lineups in the coaches' history. */
export const lineupsHistoryMessages = defineMessages('lineups-history', {
  label: 'Lineups',
  saved:
    '{actor} saved the lineup{event} ({format}: {starters, plural, one {# starter} other {# starters}}, {bench, plural, one {# on the bench} other {# on the bench}}).',
  changed:
    '{actor} changed the lineup{event} ({format}: {starters, plural, one {# starter} other {# starters}}, {bench, plural, one {# on the bench} other {# on the bench}}).',
  published: '{actor} published the lineup{event}.',
  scheduled: '{actor} scheduled the lineup{event} to be published before kick-off.',
  unpublished: '{actor} took the lineup{event} back to a draft.',
})

export const lineupsHistoryTranslations: Translations<typeof lineupsHistoryMessages> = {
  de: {
    label: 'Aufstellungen',
    saved:
      '{actor} hat die Aufstellung{event} gespeichert ({format}: {starters, plural, one {# in der Startelf} other {# in der Startelf}}, {bench, plural, one {# auf der Bank} other {# auf der Bank}}).',
    changed:
      '{actor} hat die Aufstellung{event} geändert ({format}: {starters, plural, one {# in der Startelf} other {# in der Startelf}}, {bench, plural, one {# auf der Bank} other {# auf der Bank}}).',
    published: '{actor} hat die Aufstellung{event} veröffentlicht.',
    scheduled: '{actor} hat die Aufstellung{event} zur Veröffentlichung vor dem Anpfiff eingeplant.',
    unpublished: '{actor} hat die Aufstellung{event} wieder zum Entwurf gemacht.',
  },
  es: {
    label: 'Alineaciones',
    saved:
      '{actor} guardó la alineación{event} ({format}: {starters, plural, one {# titular} other {# titulares}}, {bench, plural, one {# en el banquillo} other {# en el banquillo}}).',
    changed:
      '{actor} cambió la alineación{event} ({format}: {starters, plural, one {# titular} other {# titulares}}, {bench, plural, one {# en el banquillo} other {# en el banquillo}}).',
    published: '{actor} publicó la alineación{event}.',
    scheduled: '{actor} programó la publicación de la alineación{event} antes del inicio del partido.',
    unpublished: '{actor} volvió a dejar la alineación{event} como borrador.',
  },
}
