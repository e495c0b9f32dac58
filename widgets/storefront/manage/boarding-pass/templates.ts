import type { ComponentType } from 'react'
import type { BoardingPassData } from './api'
import { BoardingPassTemplate } from './boarding-pass-template'

/**
 * The template that draws each entry type, from the entry's data only: no markup from the
 * API is ever shown. An entry of a type with no template here is left out.
 */
export const TEMPLATES: Readonly<Record<string, ComponentType<{ data: BoardingPassData }>>> = {
  BOARDING_PASS: BoardingPassTemplate,
}
