import { SALUTATIONS, type Salutation } from '../../core'
import { SelectField } from '../../ui/forms'

const SALUTATION_OPTIONS = SALUTATIONS.filter((s) => s !== '').map((s) => ({ value: s, label: s }))

/** The salutation select of the account forms (register, purchase, profile); '' means none. */
export function SalutationField({
  value,
  onChange,
}: {
  value: Salutation
  onChange: (value: Salutation) => void
}) {
  return (
    <SelectField
      label="Salutation"
      placeholder="None"
      options={SALUTATION_OPTIONS}
      value={value}
      onChange={(event) => onChange(SALUTATIONS.find((s) => s === event.target.value) ?? '')}
    />
  )
}
