export { CONTACT_SALES_THANKS, ContactSalesDialog } from './ContactSalesDialog'
