import { defineWidget } from '../ui/mount-widget'
import { loadMetadata } from '../../core/settings/metadata'
import { FlightScheduleWidget } from './flight-schedule'
import messages from 'dx-locale:flightSchedule'
import css from './flight-schedule.css'

export const mount = defineWidget('flight-schedule', FlightScheduleWidget, css, messages, loadMetadata)
