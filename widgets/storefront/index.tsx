import { defineWidget } from '../ui/mount-widget'
import { loadMetadata } from '../../core/settings/metadata'
import { Storefront } from './storefront'
import css from './storefront.css'
import messages from 'dx-locale:storefront'

export const mount = defineWidget('storefront', Storefront, css, messages, loadMetadata)
