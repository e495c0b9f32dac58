import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { $trip } from '../../../core/trip/trip-store'
import { cleanPageBetweenTests } from '../../../test/fake-network'
import { fakeApi, type Call } from '../fixtures/fake-api'
import { mountStorefront } from '../fixtures/mount'
import { CONFIRMED_TRIP } from '../fixtures/trip'

cleanPageBetweenTests()
beforeEach(() => $trip.set(undefined))

/** Types into a field as a browser does: input events (Preact listens to them), then change. */
function type(field: HTMLElement, value: string) {
  fireEvent.input(field, { target: { value } })
  fireEvent.change(field, { target: { value } })
}

/** The trip page found with its last name, the edit dialog open; `answer` may answer any call first. */
async function openDialog(answer: (call: Call) => unknown = () => undefined): Promise<HTMLElement> {
  fakeApi(
    (call) =>
      answer(call) ?? (call.operationName === 'retrieveTrip' ? { data: { retrieveTrip: CONFIRMED_TRIP } } : undefined),
  )
  mountStorefront('#/b2c/myb?pnr=K7QM2P&lastName=Quillfeather')
  fireEvent.click(await screen.findByRole('button', { name: 'Edit passenger details' }, { timeout: 5000 }))
  return (await screen.findByRole('dialog', { name: 'Edit passenger details' }, { timeout: 5000 })) as HTMLElement
}

// The dialog's chunk (the passengers page's fields) arrives first: slower than the page's own tests.
describe('edit passenger details: a refused Save takes focus to the field to fix', { timeout: 15_000 }, () => {
  it('goes to the first field the dialog refuses, not staying on Save below it', async () => {
    const dialog = await openDialog()
    type(within(dialog).getByLabelText('Email address'), 'not-an-email')
    const save = within(dialog).getByRole('button', { name: 'Save changes' })
    save.focus()
    fireEvent.click(save)
    const email = within(dialog).getByLabelText('Email address')
    await waitFor(() => expect(document.activeElement).toBe(email))
  })

  it('goes to the field the API refused once its answer is in', async () => {
    const dialog = await openDialog((call) =>
      call.operationName === 'updateTripPassengers'
        ? {
            errors: [
              {
                message: 'Name change too large',
                extensions: {
                  type: 'validation',
                  details: [{ path: 'passengers.1.familyName', code: 'NAME_CHANGE_TOO_LARGE' }],
                },
              },
            ],
          }
        : undefined,
    )
    const family = within(dialog).getAllByLabelText('Family name')[1] as HTMLInputElement
    type(family, 'Smith')
    const save = within(dialog).getByRole('button', { name: 'Save changes' })
    save.focus()
    fireEvent.click(save)
    await waitFor(() => expect(family.getAttribute('aria-invalid')).toBe('true'), { timeout: 5000 })
    await waitFor(() => expect(document.activeElement).toBe(family))
  })
})
