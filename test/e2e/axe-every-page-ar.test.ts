// axe-core on every demo page right to left in ar-AE (axe-pages.ts).
import { axeEveryPage } from './axe-pages'

axeEveryPage('ar-AE')
