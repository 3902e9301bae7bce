import { useStore } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { castVoteSchema, VOTE_REASON_MAX, type VotingsPage } from '@teamspace/domain/votes/votes.schemas'
import { useId, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { formDefaults, submitOf, useAppForm } from '../../lib/app-form'
import { checkSchema, shownErrorAt, showRefusal } from '../../lib/form'
import { keptWords } from '../../lib/outbox/outbox'
import { useOutboxCommand } from '../../lib/outbox/use-outbox-command'
import { Notice } from '../../ui'
import { castVote, voteKeys } from './votes.queries'
import { votesMessages as m } from './votes.messages'

interface VoteFormProps {
  votingId: string
  /** The game by name and day ("Cup Final, Mar 14, 2026"): what a kept vote is listed as. */
  game: string
  /** The players the caller may vote for: their own children are not among them. */
  candidates: VotingsPage['candidates']
}

/** Choose a player (a reason if you like) and vote: once per voting. */
export function VoteForm({ votingId, game, candidates }: VoteFormProps) {
  const queryClient = useQueryClient()
  const t = useT()
  const legendId = useId()
  const errorId = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const [kept, setKept] = useState(false)

  // Without signal the vote is kept on the phone and sent when the signal returns (refused then if voting closed).
  const send = useOutboxCommand({
    describe: (values: { playerId: string; reason: string }) => {
      const player = candidates.find((candidate) => candidate.playerId === values.playerId)?.playerName
      return {
        description: player ? t(m.keptVote, { player, game }) : t(m.keptVoteUnknownPlayer, { game }),
        text: values.reason,
      }
    },
    queued: () => 'kept' as const,
    mutationFn: async (values: { playerId: string; reason: string }, commandId: string) => {
      await castVote(votingId, values, commandId)
      return 'sent' as const
    },
  })

  const form = useAppForm({
    ...formDefaults,
    defaultValues: { playerId: '', reason: '' },
    validators: { onDynamic: checkSchema(castVoteSchema) },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        setKept((await send.mutateAsync(value)) === 'kept')
      } catch (error) {
        if (showRefusal(formApi, error)) return
        // Already voted, or the voting closed meanwhile: the server's words; the page refreshes behind them.
        setFailure(isClientError(error) ? error.message : failureMessage(error, t(m.voteFailed)))
        // A refusal appends nothing, so its answer names no topics: the page reads again what made it refuse.
        void queryClient.invalidateQueries({ queryKey: voteKeys.all })
      }
    },
  })
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  const playerError = useStore(form.store, () => shownErrorAt(form, 'playerId'))

  if (candidates.length === 0) return <p className="muted">{t(m.noCandidates)}</p>

  return (
    <form className="vote-form" noValidate onSubmit={submitOf(form)}>
      <fieldset className="form-section" disabled={submitting}>
        <legend className="visually-hidden">{t(m.yourVote)}</legend>
        <form.Field name="playerId">
          {(field) => (
            <fieldset
              className="choice-group"
              aria-labelledby={legendId}
              aria-describedby={playerError ? errorId : undefined}
            >
              <legend id={legendId}>{t(m.choosePlayer)}</legend>
              <div className="choice-group__options vote-form__players">
                {candidates.map((player) => (
                  <label key={player.playerId} className="choice vote-form__player">
                    <input
                      type="radio"
                      name={`${field.name}-${votingId}`}
                      value={player.playerId}
                      checked={field.state.value === player.playerId}
                      onChange={() => field.handleChange(player.playerId)}
                      aria-invalid={playerError ? true : undefined}
                    />
                    <span className="choice__text">
                      {/* A space, not a margin, after the number: the name may start a line of its own. */}
                      {player.jerseyNumber !== null && (
                        <>
                          <span className="vote-form__number">#{player.jerseyNumber}</span>{' '}
                        </>
                      )}
                      {player.playerName}
                    </span>
                  </label>
                ))}
              </div>
              {playerError && (
                <p id={errorId} className="field__error">
                  {playerError}
                </p>
              )}
            </fieldset>
          )}
        </form.Field>
        <form.AppField name="reason">
          {(field) => (
            <field.Control label={t(m.reason)} hint={t(m.reasonHint)}>
              {(control) => (
                <textarea
                  {...control}
                  rows={2}
                  maxLength={VOTE_REASON_MAX}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                />
              )}
            </field.Control>
          )}
        </form.AppField>
        {kept && <Notice tone="success">{keptWords()}</Notice>}
        {failure && <Notice tone="error">{failure}</Notice>}
        <div className="row-end">
          <form.AppForm>
            <form.SubmitButton variant="primary">{t(m.submitVote)}</form.SubmitButton>
          </form.AppForm>
        </div>
      </fieldset>
    </form>
  )
}
