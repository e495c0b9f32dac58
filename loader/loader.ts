// The one script a host page includes. Kept tiny (budget: 2.9 KB gzip, the bundle's
// manifest included): it reads the settings, defines the elements and fetches a
// widget's files only when that widget's element is on the page.
performance.mark('dx:loader-start')

import { boot } from './boot'

boot(window.dxSettings, import.meta.url)
