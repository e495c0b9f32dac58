import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DxError } from '../../../core/http/errors'
import { AttemptSubmit } from './attempt-submit'
import { useAttemptForm } from './use-attempt-form'

const t = (key: string) => key

/** A form of one required field whose submit calls `request`, as the sign-in forms use the hook. */
function OneFieldForm({ value, request }: { value: string; request(): Promise<void> }) {
  const attempt = useAttemptForm()
  const invalid = !value
  return (
    <form ref={attempt.form} noValidate onSubmit={attempt.submit(invalid, request)}>
      <label htmlFor="f">Field</label>
      <input id="f" value={value} onChange={() => {}} aria-invalid={attempt.tried && invalid ? true : undefined} />
      <AttemptSubmit attempt={attempt} t={t} locale="en-US" label={attempt.busy ? 'Busy' : 'Go'} />
    </form>
  )
}

const button = () => screen.getByRole('button')

describe('useAttemptForm and AttemptSubmit: a sign-in form’s submit', () => {
  it('asks nothing while a field has a problem, and sends focus to it', async () => {
    let calls = 0
    render(<OneFieldForm value="" request={async () => void calls++} />)
    fireEvent.click(button())
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Field')))
    expect(calls).toBe(0)
  })

  it('sends one request for a double submit, busy and aria-disabled meanwhile', async () => {
    let answer: () => void = () => undefined
    let calls = 0
    const request = () => {
      calls++
      return new Promise<void>((resolve) => (answer = resolve))
    }
    render(<OneFieldForm value="ada" request={request} />)
    fireEvent.click(button())
    await waitFor(() => expect(button().textContent).toBe('Busy'))
    expect(button().getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(button())
    fireEvent.submit(button().closest('form') as HTMLFormElement)
    await act(async () => answer())
    await waitFor(() => expect(button().textContent).toBe('Go'))
    expect(calls).toBe(1)
  })

  it('says a failure in words, and after too many tries holds the submit back for the wait', async () => {
    let calls = 0
    const failures = [
      new DxError({ type: 'NETWORK_ERROR', message: 'offline' }),
      new DxError({ type: 'HTTPERROR', message: 'slow down', status: 429, retryAfterSeconds: 40 }),
    ]
    render(
      <OneFieldForm
        value="ada"
        request={async () => {
          throw failures[calls++]
        }}
      />,
    )
    fireEvent.click(button())
    expect((await screen.findByRole('alert')).textContent).toBe('errors.NETWORK_ERROR')
    fireEvent.click(button())
    await waitFor(() => expect(button().getAttribute('aria-disabled')).toBe('true'))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status')).toBeTruthy()
    fireEvent.click(button())
    expect(calls).toBe(2)
  })
})
