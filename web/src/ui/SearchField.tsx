import { useId } from 'react'
import { cx } from './cx'

interface SearchFieldProps {
  label: string
  /** Heard by screen readers only: the box's placeholder says it for everyone else. */
  labelHidden?: boolean
  placeholder: string
  value: string
  onChange: (value: string) => void
  className?: string
}

/** The box a list is searched by as the person types, with its label. */
export function SearchField({ label, labelHidden, placeholder, value, onChange, className }: SearchFieldProps) {
  const id = useId()
  return (
    <div className={cx(className, 'field')}>
      <label className={cx('field__label', labelHidden && 'visually-hidden')} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        maxLength={200}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
