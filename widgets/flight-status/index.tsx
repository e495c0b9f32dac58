import { defineWidget } from '../ui/mount-widget'
import { FlightStatusWidget } from './flight-status'
import css from './flight-status.css'

export const mount = defineWidget('flight-status', FlightStatusWidget, css)
