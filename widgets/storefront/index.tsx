import { defineWidget } from '../ui/mount-widget'
import { nameBeaconPagesBy } from '../../core/http/beacon-page'
import { parseHash } from '../../core/router/route'
import { loadMetadata } from '../../core/settings/metadata'
import { Storefront } from './storefront'
import css from './storefront.css'
import messages from 'dx-locale:storefront'

// The storefront reads routes, so a failed call's beacon names its page at once.
nameBeaconPagesBy(parseHash)

export const mount = defineWidget('storefront', Storefront, css, messages, loadMetadata)
