import type { Translation } from '@teamspace/domain/i18n/messages'
import type { photoConsentMessages } from './photo-consent.messages'

export default {
  intro: 'Fotos, auf denen dein Kind zu sehen ist, erscheinen nur mit deiner Einwilligung in der Teamgalerie.',
  photos: 'Fotos in der Teamgalerie',
  none: 'Keine Fotos',
  notAnswered: 'Noch keine Antwort',
  teamDefault: 'Für Kinder ohne Antwort',
  defaultAsk: 'Erst die Familien fragen (keine Fotos, bis sie zustimmen)',
  defaultPhotos: 'Fotos in der Teamgalerie',
  coachIntro:
    'Jede Familie entscheidet für ihr Kind. Ein Foto, das ein Kind ohne Einwilligung nennt, wird zurückgehalten: Nur Trainer und wer es hochgeladen hat, sehen es.',
  noChildren:
    'Noch ist kein Kind von dir im Kader. Bitte einen Trainer, deine E-Mail-Adresse bei deinem Kind einzutragen.',
  saved: 'Gespeichert.',
  saveFailed: 'Die Foto-Einwilligung konnte nicht gespeichert werden. Bitte versuch es noch einmal.',
  kept: 'Foto-Einwilligung für {name}: {consent}',
  consentOf: 'Foto-Einwilligung für {name}',

  whoIsIn: 'Wer ist auf dem Foto?',
  whoIsInHint:
    'Wähle die Spieler aus dem Kader. Ein Foto eines Kindes ohne Foto-Einwilligung wartet, bis die Familie zustimmt.',
  noPlayers: 'Noch keine Spieler im Kader.',
  playersIn: 'Auf dem Foto',
  held: 'Zurückgehalten',
  heldTitle: 'Zurückgehalten: Nur Trainer und wer es hochgeladen hat, sehen dieses Foto',
  heldWhy: 'Wartet auf die Foto-Einwilligung für {names}.',
  editPlayers: 'Ändern, wer drauf ist',
  savePlayers: 'Speichern',
  cancel: 'Abbrechen',
  playersSaveFailed: 'Konnte nicht speichern, wer auf dem Foto ist. Bitte versuch es noch einmal.',
  blur: 'Bereich unkenntlich machen',
  blurHint: 'Zieh über den Teil des Fotos, der unkenntlich werden soll, zum Beispiel ein Gesicht.',
  blurApply: 'Diesen Bereich unkenntlich machen',
  blurring: 'Wird unkenntlich gemacht …',
  blurFailed: 'Das Foto konnte nicht bearbeitet werden. Bitte versuch es noch einmal.',
  blurRegion: 'Bereich zum Unkenntlichmachen',
} satisfies Translation<typeof photoConsentMessages>
