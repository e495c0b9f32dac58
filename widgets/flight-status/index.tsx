import { defineWidget } from '../ui/mount-widget'
import { FlightStatusWidget } from './flight-status'
import messages from 'dx-locale:flightStatus'
import css from './flight-status.css'

export const mount = defineWidget('flight-status', FlightStatusWidget, css, messages)
