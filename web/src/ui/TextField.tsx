import type { ComponentProps, ReactNode, Ref } from 'react'
import { Field } from './Field'

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'required' | 'ref'>

interface TextFieldProps extends InputProps {
  label: ReactNode
  value: string
  onValueChange: (value: string) => void
  error?: string | undefined
  hint?: ReactNode
  required?: boolean
  inputRef?: Ref<HTMLInputElement>
}

/** A labelled text input whose hint and error are tied to it with aria-describedby. */
export function TextField({ label, value, onValueChange, error, hint, required, inputRef, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <input
          type="text"
          {...input}
          {...control}
          ref={inputRef}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  )
}
