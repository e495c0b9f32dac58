import { defineWidget } from '../ui/mount-widget'
import { loadMetadata } from '../../core/settings/metadata'
import { TripLookup } from './trip-lookup'
import css from './trip-lookup.css'

// The form brings its own strings (widgets/ui/trip-lookup), shared with the storefront's trip page.
export const mount = defineWidget('trip-lookup', TripLookup, css, {}, loadMetadata)
