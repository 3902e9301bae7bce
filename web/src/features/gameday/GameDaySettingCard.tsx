import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  defaultPeriodMinutes,
  MAX_PERIOD_MINUTES,
  matchFormats,
  MIN_PERIOD_MINUTES,
  type MatchFormat,
} from '@teamspace/domain/gameday/gameday.constants'
import type { GameDaySetting } from '@teamspace/domain/gameday/gameday.schemas'
import { useState, type FormEvent } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { useCommand } from '../../lib/use-command'
import { Button, Card, Field, Notice, Spinner } from '../../ui'
import { gamedayWords as m } from './gameday.messages'
import { chooseGameDaySetting, gameDaySettingQuery, gamedayKeys } from './gameday.queries'
import './gameday.css'

/** Team settings: the team's format and how long a half lasts, which a match takes at kick-off. */
export function GameDaySettingCard() {
  const t = useT()
  const { data, isPending, isError, refetch } = useQuery(gameDaySettingQuery())
  return (
    <Card title={t(m.settingTitle)}>
      {isPending ? (
        <Spinner label={t(m.loadingSetting)} showLabel />
      ) : isError ? (
        <Notice tone="error">
          {t(m.settingLoadFailed)} <Button onClick={() => void refetch()}>{t(m.tryAgain)}</Button>
        </Notice>
      ) : (
        <SettingForm setting={data} />
      )}
    </Card>
  )
}

function SettingForm({ setting }: { setting: GameDaySetting }) {
  const t = useT()
  const queryClient = useQueryClient()
  const [format, setFormat] = useState<MatchFormat>(setting.format)
  const [minutes, setMinutes] = useState(String(setting.periodMinutes))
  const [saved, setSaved] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const save = useCommand({
    mutationFn: (input: GameDaySetting, commandId) => chooseGameDaySetting(input, commandId),
    onSuccess: (chosen) => {
      queryClient.setQueryData(gamedayKeys.setting, chosen)
      setSaved(true)
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    const periodMinutes = Number(minutes)
    if (!Number.isInteger(periodMinutes) || periodMinutes < MIN_PERIOD_MINUTES || periodMinutes > MAX_PERIOD_MINUTES) {
      setError(t(m.periodMinutesError))
      return
    }
    setError(undefined)
    save.mutate({ format, periodMinutes })
  }

  return (
    <form className="stack gameday-setting" onSubmit={submit} noValidate>
      <div className="gameday-setting__fields">
        <Field label={t(m.format)}>
          {(control) => (
            <select
              {...control}
              value={format}
              onChange={(event) => {
                const next = event.target.value as MatchFormat
                // A new format brings its usual length, unless the coach had set one of their own.
                if (Number(minutes) === defaultPeriodMinutes[format]) setMinutes(String(defaultPeriodMinutes[next]))
                setFormat(next)
                setSaved(false)
              }}
            >
              {matchFormats.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t(m.periodMinutes)} hint={t(m.settingHint)} error={error}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={MIN_PERIOD_MINUTES}
              max={MAX_PERIOD_MINUTES}
              value={minutes}
              onChange={(event) => {
                setMinutes(event.target.value)
                setSaved(false)
              }}
            />
          )}
        </Field>
      </div>
      <div>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t(m.saveSetting)}
        </Button>
      </div>
      {saved && <Notice tone="success">{t(m.settingSaved)}</Notice>}
      {save.isError && (
        <Notice tone="error">
          {isClientError(save.error) ? save.error.message : failureMessage(save.error, t(m.settingSaveFailed))}
        </Notice>
      )}
    </form>
  )
}
