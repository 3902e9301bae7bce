import { defineMessages, type Translations } from '../i18n/messages'

/** Volunteer needs in the coaches' history, with who signed up and withdrew. */
export const volunteersHistoryMessages = defineMessages('volunteers-history', {
  label: 'Volunteers',
  typeName:
    '{type, select, snacks {Snacks} setup {Setup} cleanup {Cleanup} transportation {Transportation} equipment {Equipment} other {Other}}',
  need: 'the {type, select, snacks {snacks} setup {setup} cleanup {cleanup} transportation {transportation} equipment {equipment} other {other}} need',
  aNeed: 'a volunteer need',
  added:
    '{actor} asked for {slots, plural, one {# volunteer} other {# volunteers}} for {type, select, snacks {snacks} setup {setup} cleanup {cleanup} transportation {transportation} equipment {equipment} other {other}} need{event}.',
  changed: '{actor} changed {changes} of {need}{event}.',
  changedPlain: '{actor} changed {need}{event}.',
  removed: '{actor} removed {need}{event}.',
  booked: '{who} signed up for {need}{event}.',
  withdrawn: '{who} withdrew from {need}{event}.',
  changeType: 'the type from {before} to {after}',
  changeSlots: 'the slots from {before} to {after}',
  changeTime: 'the time from {before} to {after} minutes from the start',
  changeDescription: 'the description',
  changeFood: 'the food mark {food, select, yes {from no to yes} other {from yes to no}}',
  swapOffered: '{who} offered their slot in {need}{event} for a swap.',
  swapOfferWithdrawn: '{who} kept their slot in {need}{event} and withdrew the swap offer.',
  swapTaken: "{who} took {from}'s slot in {need}{event}.",
})

export const volunteersHistoryTranslations: Translations<typeof volunteersHistoryMessages> = {
  de: {
    label: 'Helfer',
    typeName:
      '{type, select, snacks {Verpflegung} setup {Aufbau} cleanup {Abbau} transportation {Fahrdienst} equipment {Material} other {Sonstiges}}',
    need: 'die Aufgabe {type, select, snacks {Verpflegung} setup {Aufbau} cleanup {Abbau} transportation {Fahrdienst} equipment {Material} other {Sonstiges}}',
    aNeed: 'eine Helferaufgabe',
    added:
      '{actor} hat um {slots, plural, one {einen Helfer} other {# Helfer}} ({type, select, snacks {Verpflegung} setup {Aufbau} cleanup {Abbau} transportation {Fahrdienst} equipment {Material} other {Sonstiges}}){event} gebeten.',
    changed: '{actor} hat {need}{event} geändert: {changes}.',
    changedPlain: '{actor} hat {need}{event} geändert.',
    removed: '{actor} hat {need}{event} entfernt.',
    booked: '{who} hat sich für {need}{event} eingetragen.',
    withdrawn: '{who} hat die Anmeldung für {need}{event} zurückgezogen.',
    changeType: 'Art von {before} auf {after}',
    changeSlots: 'Plätze von {before} auf {after}',
    changeTime: 'Zeit von {before} auf {after} Minuten ab Beginn',
    changeDescription: 'Beschreibung',
    changeFood: 'Markierung „Essen“ {food, select, yes {von nein auf ja} other {von ja auf nein}}',
    swapOffered: '{who} hat den eigenen Platz bei {need}{event} zum Tausch angeboten.',
    swapOfferWithdrawn: '{who} behält den Platz bei {need}{event} und hat das Tauschangebot zurückgezogen.',
    swapTaken: '{who} hat den Platz von {from} bei {need}{event} übernommen.',
  },
  es: {
    label: 'Voluntarios',
    typeName:
      '{type, select, snacks {Merienda} setup {Montaje} cleanup {Recogida} transportation {Transporte} equipment {Material} other {Otros}}',
    need: 'la tarea de {type, select, snacks {merienda} setup {montaje} cleanup {recogida} transportation {transporte} equipment {material} other {otros}}',
    aNeed: 'una tarea de voluntariado',
    added:
      '{actor} pidió {slots, plural, one {# voluntario} other {# voluntarios}} ({type, select, snacks {Merienda} setup {Montaje} cleanup {Recogida} transportation {Transporte} equipment {Material} other {Otros}}){event}.',
    changed: '{actor} modificó {need}{event}: {changes}.',
    changedPlain: '{actor} modificó {need}{event}.',
    removed: '{actor} eliminó {need}{event}.',
    booked: '{who} se apuntó a {need}{event}.',
    withdrawn: '{who} se borró de {need}{event}.',
    changeType: 'el tipo de {before} a {after}',
    changeSlots: 'las plazas de {before} a {after}',
    changeTime: 'la hora de {before} a {after} minutos desde el inicio',
    changeDescription: 'la descripción',
    changeFood: 'la marca de comida {food, select, yes {de no a sí} other {de sí a no}}',
    swapOffered: '{who} ofreció su plaza en {need}{event} para un cambio.',
    swapOfferWithdrawn: '{who} se quedó con su plaza en {need}{event} y retiró la oferta de cambio.',
    swapTaken: '{who} se quedó con la plaza de {from} en {need}{event}.',
  },
}
