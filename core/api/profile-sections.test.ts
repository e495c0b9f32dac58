// @vitest-environment node
// A booking's draft of a profile (create-profile) and the profile itself (profile page,
// passengers page) read each section through one fragment, so a field added to a
// section reaches both.
import { fileURLToPath } from 'node:url'
import { Kind, parse, type SelectionSetNode, visit } from 'graphql'
import { describe, expect, it } from 'vitest'
import { readGraphqlDocument } from '../../esbuild.config.mjs'

/** The sub-selections of the fields under `parent` (a fragment, or a field of the operation), by field name. */
const selectionsOf = (file: string, parent: string): Map<string, SelectionSetNode> => {
  const text = readGraphqlDocument(fileURLToPath(new URL(file, import.meta.url))).text
  let owner: SelectionSetNode | undefined
  visit(parse(text), {
    enter(node) {
      if ((node.kind === Kind.FRAGMENT_DEFINITION || node.kind === Kind.FIELD) && node.name.value === parent) {
        owner = node.selectionSet
      }
    },
  })
  const found = new Map<string, SelectionSetNode>()
  for (const field of owner?.selections ?? []) {
    if (field.kind === Kind.FIELD && field.selectionSet) found.set(field.name.value, field.selectionSet)
  }
  return found
}

/** The fragments a section's selection spreads. */
const spreads = (selection: SelectionSetNode | undefined): string[] =>
  (selection?.selections ?? []).flatMap((s) => (s.kind === Kind.FRAGMENT_SPREAD ? [s.name.value] : []))

describe('the profile sections', () => {
  const draft = selectionsOf('account-profile-draft.graphql', 'profileDraft')
  const profile = selectionsOf('account-profile.fragment.graphql', 'accountProfile')

  it.each(['personal', 'contact', 'travelDocuments', 'loyaltyMemberships', 'companions'])(
    'the draft reads %s through the fragment the profile reads it through',
    (section) => {
      expect(spreads(draft.get(section))).toHaveLength(1)
      expect(spreads(draft.get(section))).toEqual(spreads(profile.get(section)))
    },
  )
})
