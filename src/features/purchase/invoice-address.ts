import type { InvoiceAddress, PurchaseInvoiceForm } from '../../core'

/** The invoice step's form as the order call sends it. */
export function toInvoiceAddress(form: PurchaseInvoiceForm): InvoiceAddress {
  return {
    company_name: form.companyName.trim(),
    address_name: form.addressName.trim(),
    address_line1: form.addressLine1.trim(),
    address_line2: form.addressLine2.trim(),
    street: form.street.trim(),
    number: form.number.trim(),
    zip: form.zip.trim(),
    city: form.city.trim(),
    vat_number: form.vatNumber.trim(),
  }
}
