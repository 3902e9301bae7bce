import { useCallback, useState } from 'react'

const withField = (set: ReadonlySet<string>, field: string) => (set.has(field) ? set : new Set(set).add(field))

/**
 * Which fields have been judged. A field is judged once it is left after typing in it (or with a value in it);
 * passing through an empty field is not a mistake, so it only complains after a submit.
 */
export function useTouchedFields() {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set())

  const edit = useCallback((field: string) => setEdited((previous) => withField(previous, field)), [])

  const leave = useCallback(
    (field: string, value: string) => {
      if (value === '' && !edited.has(field)) return
      setTouched((previous) => withField(previous, field))
    },
    [edited],
  )

  const reset = useCallback(() => {
    setTouched(new Set())
    setEdited(new Set())
  }, [])

  return { touched, edit, leave, reset }
}
