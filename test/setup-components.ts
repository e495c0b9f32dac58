import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import './setup-dom'
import enUS from '../locales/en-US.json'
import { addMessages } from '../core/i18n/i18n'

// Components render here without their widget's index.tsx, which registers its
// en-US namespaces in the bundle; tests get them all.
addMessages('en-US', enUS)

afterEach(() => cleanup())
