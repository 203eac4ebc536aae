// Form controls and list helpers of the pages that load on demand. Kept out of the main ui barrel:
// the entry imports that barrel, and everything it exports lands on every start's critical path.
export { Checkbox, type CheckboxProps } from './checkbox'
export { type ChoiceCard, ChoiceCards, type ChoiceCardsProps } from './choice-cards'
export { TextField, type TextFieldProps } from './field'
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field'
export { Stepper, type StepperProps } from './stepper'
export { Switch, type SwitchProps } from './switch'
export { TextAreaField, type TextAreaFieldProps } from './textarea-field'
export { type Form, type FormOptions, type TextKeys, useForm } from './use-form'
export { type LoadMoreState, useLoadMore } from './use-load-more'
