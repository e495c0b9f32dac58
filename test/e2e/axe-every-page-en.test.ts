// axe-core on every demo page in en-US (axe-pages.ts).
import { axeEveryPage } from './axe-pages'

axeEveryPage('en-US')
