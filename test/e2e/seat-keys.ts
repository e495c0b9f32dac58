// Moving through the seat map grid by arrow keys only (seat selection).
import type { Page } from 'playwright-core'
import { focused, type FocusInfo } from './shadow'

/** A seat anyone may take: free, outside the exit rows (an adult with an infant may not sit there). */
export const isTakeable = (focus: FocusInfo) =>
  focus.role === 'gridcell' && /, available$/.test(focus.name) && !/exit row/.test(focus.name)

/** Arrow keys only: along the row, then down a row from its start, until the focused seat is one to take. */
export async function arrowToTakeableSeat(page: Page): Promise<FocusInfo> {
  for (let presses = 0; presses < 200; presses++) {
    const focus = await focused(page)
    if (focus && isTakeable(focus)) return focus
    const before = focus?.name
    await page.keyboard.press('ArrowRight')
    if ((await focused(page))?.name === before) {
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Home')
    }
  }
  throw new Error('no free seat outside the exit rows within 200 key presses')
}
