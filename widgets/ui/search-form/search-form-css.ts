import comboboxCss from '../combobox/combobox.css'
import pickerCss from '../date-picker/date-field.css'
import css from './search-form.css'

/** The styles SearchForm needs on first render, for any widget that shows it (the calendar and steppers bring their own). */
export const searchFormCss = comboboxCss + pickerCss + css
