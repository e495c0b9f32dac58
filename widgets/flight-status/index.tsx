import { defineWidget } from '../ui/mount-widget'
import { loadMetadata } from '../../core/settings/metadata'
import { FlightStatusWidget } from './flight-status'
import messages from 'dx-locale:flightStatus'
import css from './flight-status.css'
import statusBadgeCss from '../ui/status-badge.css'

export const mount = defineWidget('flight-status', FlightStatusWidget, css + statusBadgeCss, messages, loadMetadata)
