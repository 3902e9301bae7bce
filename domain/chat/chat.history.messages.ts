import { defineMessages, type Translations } from '../i18n/messages'

/** Chat in the coaches' history: threads started and pinned, messages posted and edited, never their words. */
export const chatHistoryMessages = defineMessages('chat-history', {
  label: 'Chat',
  thread: '{kind, select, private {a coach-only thread} unknown {a chat thread} other {the thread {title}}}',
  place: '{kind, select, private {a coach-only thread} unknown {a chat thread} other {{title}}}',
  started: '{actor} started the thread {title}.',
  startedPrivate: '{actor} started a coach-only thread.',
  pinned: '{actor} {pinned, select, yes {pinned} other {unpinned}} {thread}.',
  posted: '{actor} posted in {place}.',
  edited: '{actor} edited a message in {place}.',
  read: '{actor} read a chat thread.',
})

export const chatHistoryTranslations: Translations<typeof chatHistoryMessages> = {
  de: {
    label: 'Chat',
    thread: '{kind, select, private {ein Thema nur für Trainer} unknown {ein Chat-Thema} other {das Thema {title}}}',
    place: '{kind, select, private {einem Thema nur für Trainer} unknown {einem Chat-Thema} other {{title}}}',
    started: '{actor} hat das Thema {title} gestartet.',
    startedPrivate: '{actor} hat ein Thema nur für Trainer gestartet.',
    pinned: '{actor} hat {thread} {pinned, select, yes {angeheftet} other {gelöst}}.',
    posted: '{actor} hat in {place} geschrieben.',
    edited: '{actor} hat eine Nachricht in {place} bearbeitet.',
    read: '{actor} hat ein Chat-Thema gelesen.',
  },
  es: {
    label: 'Chat',
    thread:
      '{kind, select, private {una conversación solo para entrenadores} unknown {una conversación del chat} other {la conversación {title}}}',
    place:
      '{kind, select, private {una conversación solo para entrenadores} unknown {una conversación del chat} other {{title}}}',
    started: '{actor} empezó la conversación {title}.',
    startedPrivate: '{actor} empezó una conversación solo para entrenadores.',
    pinned: '{actor} {pinned, select, yes {fijó} other {desfijó}} {thread}.',
    posted: '{actor} escribió en {place}.',
    edited: '{actor} editó un mensaje en {place}.',
    read: '{actor} leyó una conversación del chat.',
  },
}
