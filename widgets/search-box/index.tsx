import { defineWidget } from '../ui/mount-widget'
import { SearchBox } from './search-box'
import { searchFormCss } from '../ui/search-form/search-form-css'
import messages from 'dx-locale:searchBox'
import css from './search-box.css'

// The API client arrives lazily, with the airport list that needs it too: the form shows without it.
export const mount = defineWidget('search-box', SearchBox, searchFormCss + css, messages, () =>
  import('../../core/settings/metadata').then((metadata) => metadata.loadMetadata()),
)
