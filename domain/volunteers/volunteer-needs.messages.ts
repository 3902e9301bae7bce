import { defineMessages, type Translations } from '../i18n/messages'

/**
 * A volunteer need's type and its usual description as the server writes them outside the app (a coach's CSV
 * export, a member's calendar feed): the spec's English (volunteers.schemas.ts), and the reader's language.
 */
export const volunteerNeedMessages = defineMessages('volunteerNeeds', {
  type: '{type, select, snacks {Snacks} setup {Setup} cleanup {Cleanup} transportation {Transportation} equipment {Equipment} other {Other}}',
  description:
    '{type, select, snacks {Bring healthy snacks and drinks for the players to share.} setup {Help put up the goals, nets and corner flags before kick-off.} cleanup {Help take down the goals, collect the balls and leave the field tidy.} transportation {Drive players who need a ride to the field and back home again.} equipment {Bring the team bag: balls, bibs, cones, pump and the first-aid kit.} other {Lend a hand wherever the team needs it.}}',
})

export const volunteerNeedTranslations: Translations<typeof volunteerNeedMessages> = {
  de: {
    type: '{type, select, snacks {Snacks} setup {Aufbau} cleanup {Abbau} transportation {Fahrdienst} equipment {Material} other {Sonstiges}}',
    description:
      '{type, select, snacks {Bring gesunde Snacks und Getränke für die Spieler mit.} setup {Hilf vor dem Anpfiff, Tore, Netze und Eckfahnen aufzubauen.} cleanup {Hilf, die Tore abzubauen, die Bälle einzusammeln und den Platz ordentlich zu hinterlassen.} transportation {Fahr Spieler, die eine Mitfahrgelegenheit brauchen, zum Platz und wieder nach Hause.} equipment {Bring die Teamtasche mit: Bälle, Leibchen, Hütchen, Pumpe und den Erste-Hilfe-Kasten.} other {Pack mit an, wo das Team Hilfe braucht.}}',
  },
  es: {
    type: '{type, select, snacks {Meriendas} setup {Montaje} cleanup {Recogida} transportation {Transporte} equipment {Material} other {Otros}}',
    description:
      '{type, select, snacks {Trae meriendas sanas y bebidas para compartir entre los jugadores.} setup {Ayuda a montar las porterías, las redes y los banderines antes del inicio.} cleanup {Ayuda a desmontar las porterías, recoger los balones y dejar el campo ordenado.} transportation {Lleva al campo y de vuelta a casa a los jugadores que lo necesiten.} equipment {Trae la bolsa del equipo: balones, petos, conos, hinchador y el botiquín.} other {Echa una mano donde el equipo lo necesite.}}',
  },
}
