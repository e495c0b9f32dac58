import { useState, type FormEvent } from 'react'
import { useFocusFirstError } from '../use-focus-first-error'
import { useAttempt } from './use-attempt'

/**
 * A sign-in form's submit, the same for every such form: a submit while the last one is
 * on its way or the API's wait is not over is ignored; the first submit marks the fields'
 * problems from then on (`tried`, until a refusal), and one with a problem sends focus to the first field
 * to fix instead of asking the API. The rest is useAttempt's (busy, failure, wait).
 */
export function useAttemptForm() {
  const [tried, setTried] = useState(false)
  const { form, focusFirstError } = useFocusFirstError()
  const attempt = useAttempt()

  /** The form's onSubmit: `invalid` when a field has a problem, `request` what a valid submit does. */
  const submit = (invalid: boolean, request: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault()
    // The dialog may open from inside a form of the page's (passengers, create-profile): this
    // submit is the dialog's own and must not send that form too.
    event.stopPropagation()
    if (attempt.blocked) return
    setTried(true)
    if (invalid) {
      focusFirstError()
      return
    }
    void attempt.run(async () => {
      try {
        await request()
      } catch (error) {
        // A refusal starts the marking afresh, from the next submit: every field was fine
        // when sent, and one the refusal empties (the password) is not a second mistake
        // to show beside the refusal's own message.
        setTried(false)
        throw error
      }
    })
  }
  return { ...attempt, form, tried, submit }
}
