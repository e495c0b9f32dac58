// Replaced by the page itself (issue 30); until then the address says plainly that the page is not available.
export { NotAvailablePage as HotelPage } from '../../shell/not-available'
