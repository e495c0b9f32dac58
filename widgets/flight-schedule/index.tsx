import { defineWidget } from '../ui/mount-widget'
import { FlightScheduleWidget } from './flight-schedule'
import messages from 'dx-locale:flightSchedule'
import css from './flight-schedule.css'

export const mount = defineWidget('flight-schedule', FlightScheduleWidget, css, messages)
