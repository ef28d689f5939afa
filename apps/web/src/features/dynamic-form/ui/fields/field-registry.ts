import type { ComponentType } from 'react';
import type { ControlKind } from '../../definitions/types';
import { CaptchaField } from './captcha-field';
import { CheckboxField } from './checkbox-field';
import { DateField } from './date-field';
import type { FieldProps } from './field-props';
import { RadioField } from './radio-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';

export const fieldRegistry: Record<ControlKind, ComponentType<FieldProps>> = {
  text: TextField,
  email: TextField,
  tel: TextField,
  date: DateField,
  currency: TextField,
  integer: TextField,
  postcode: TextField,
  iban: TextField,
  radio: RadioField,
  'yes-no': RadioField,
  select: SelectField,
  checkbox: CheckboxField,
  captcha: CaptchaField,
};
