import { chatLimits } from '@teamspace/domain/chat/chat.constants'
import type { ChatMessageView } from '@teamspace/domain/chat/chat.schemas'
import { isCoachLike, roles, type Role } from '@teamspace/domain/shared/roles'
import { Fragment, useId, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { useCommand } from '../../lib/use-command'
import { useRoleLabel } from '../../shared/roles/use-role-label'
import { Button } from '../../ui'
import { textParts } from '../news'
import { editMessage } from './chat.queries'
import { chatMessages } from './chat.messages'
import { isSendKey } from './Composer'
import { relativeTime } from './relative-time'

interface MessageItemProps {
  threadId: string
  message: ChatMessageView
  now: Date
  editing: boolean
  onEdit: () => void
  onDoneEditing: () => void
  onReply: () => void
}

const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value)

/** A coach-like sender's role ('Coach'), shown beside their name; nothing for families. */
const staffRole = (role: string) => (isRole(role) && isCoachLike(role) ? role : null)

/** A message's text as text: React escapes every character; only http(s) addresses become links (as in the news). */
export function MessageText({ content }: { content: string }) {
  return (
    <p className="chat-message__text">
      {content.split(/\r?\n/).map((line, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 && <br />}
          {textParts(line).map((part, partIndex) =>
            part.kind === 'link' ? (
              <a key={partIndex} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
                {part.text}
              </a>
            ) : (
              <Fragment key={partIndex}>{part.text}</Fragment>
            ),
          )}
        </Fragment>
      ))}
    </p>
  )
}

/** One message: who and when, the quote it answers, its text, '(edited)', and Reply and (for its sender) Edit. */
export function MessageItem({ threadId, message, now, editing, onEdit, onDoneEditing, onReply }: MessageItemProps) {
  const t = useT()
  const roleLabel = useRoleLabel()
  const staff = staffRole(message.senderRole)
  return (
    <li className={message.canEdit ? 'chat-message chat-message--own' : 'chat-message'} data-message-id={message.id}>
      <div className="chat-message__bubble">
        <p className="chat-message__meta">
          <span className="chat-message__sender">{message.senderName}</span>
          {staff && <span className="chat-message__role">{roleLabel(staff)}</span>}
          <time className="chat-message__time" dateTime={message.timestamp}>
            {relativeTime(message.timestamp, now)}
          </time>
          {message.edited && <span className="chat-message__edited">{t(chatMessages.edited)}</span>}
        </p>
        {message.replyTo && (
          <blockquote className="chat-quote">
            <span className="chat-quote__who">{message.replyTo.senderName}</span>
            <span className="chat-quote__text">{message.replyTo.content}</span>
          </blockquote>
        )}
        {editing ? (
          <EditForm threadId={threadId} message={message} onDone={onDoneEditing} />
        ) : (
          <MessageText content={message.content} />
        )}
      </div>
      {!editing && (
        <div className="chat-message__actions">
          <button
            type="button"
            className="chat-message__action"
            onClick={onReply}
            aria-label={t(chatMessages.replyTo, { name: message.senderName })}
          >
            {t(chatMessages.reply)}
          </button>
          {message.canEdit && (
            <button
              type="button"
              className="chat-message__action"
              onClick={onEdit}
              aria-label={t(chatMessages.editMessage)}
            >
              {t(chatMessages.edit)}
            </button>
          )}
        </div>
      )}
    </li>
  )
}

/** The sender's own text, changed in place: Enter saves, Shift+Enter is a new line, Escape gives up. */
function EditForm({ threadId, message, onDone }: { threadId: string; message: ChatMessageView; onDone: () => void }) {
  const t = useT()
  const [content, setContent] = useState(message.content)
  const [failure, setFailure] = useState<string | null>(null)
  const inputId = useId()
  const failureId = useId()
  const blank = content.trim() === ''

  const save = useCommand({
    mutationFn: async (text: string, commandId: string) => {
      await editMessage(threadId, message.id, text, commandId)
    },
    onSuccess: onDone,
    onError: (error) =>
      setFailure(isClientError(error) ? error.message : failureMessage(error, t(chatMessages.saveFailed))),
  })

  const submit = () => {
    if (save.isPending) return
    if (blank) return setFailure(t(chatMessages.messageRequired))
    if (content === message.content) return onDone()
    setFailure(null)
    save.mutate(content)
  }

  return (
    <form
      className="chat-edit"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t(chatMessages.editMessage)}
      </label>
      <textarea
        id={inputId}
        className="chat-composer__input"
        // Editing starts where the person is: in the text they asked to change.
        autoFocus
        rows={2}
        maxLength={chatLimits.messageMax}
        value={content}
        aria-describedby={failure ? failureId : undefined}
        aria-invalid={failure ? true : undefined}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault()
            onDone()
          } else if (isSendKey(event)) {
            event.preventDefault()
            submit()
          }
        }}
      />
      {failure && (
        <p id={failureId} className="chat-composer__error" role="alert">
          {failure}
        </p>
      )}
      <div className="chat-edit__actions">
        <Button onClick={onDone} disabled={save.isPending}>
          {t(chatMessages.cancel)}
        </Button>
        <Button type="submit" variant="primary" disabled={blank} loading={save.isPending}>
          {t(chatMessages.save)}
        </Button>
      </div>
    </form>
  )
}
