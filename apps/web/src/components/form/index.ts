export { BusyForm, type BusyFormProps } from './busy-form';
export { FormBusyContext, useFormBusy } from './form-busy';
export { FormCard, type FormCardProps } from './form-card';
export { ImageField, useImageField, type ImageFieldProps, type ImageFieldState } from './image-field';
export { NumberField, type NumberFieldProps } from './number-field';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { SelectField, type SelectFieldProps } from './select-field';
export { TextareaField, type TextareaFieldProps } from './textarea-field';
export { TextField, type TextFieldProps } from './text-field';
