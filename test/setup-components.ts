import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import './setup-dom'

afterEach(() => cleanup())
