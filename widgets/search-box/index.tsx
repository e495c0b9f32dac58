import { defineWidget } from '../ui/mount-widget'
import { loadMetadata } from '../../core/settings/metadata'
import { SearchBox } from './search-box'
import { searchFormCss } from '../ui/search-form/search-form-css'
import messages from 'dx-locale:searchBox'
import css from './search-box.css'

export const mount = defineWidget('search-box', SearchBox, searchFormCss + css, messages, loadMetadata)
