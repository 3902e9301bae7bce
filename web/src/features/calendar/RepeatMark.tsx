/** The mark of an occurrence of a repeating event: "↻" to the eye, "Repeats every Tuesday and Thursday" to a reader. */
export function RepeatMark({ summary }: { summary: string }) {
  const words = `Repeats ${summary}`
  return (
    <span className="repeat-mark" title={words}>
      <span aria-hidden="true"> ↻</span>
      <span className="visually-hidden">{` (${words})`}</span>
    </span>
  )
}
