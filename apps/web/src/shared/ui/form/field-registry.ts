// One component per control kind the kit draws; a form looks its field's component up here.
// Typed as a Record over every kit kind, so a new kind without a component fails the type check.
import type { ComponentType } from 'react';
import { CheckboxField } from './checkbox-field';
import { DateField } from './date-field';
import type { FieldProps } from './field-props';
import type { KitControlKind } from './field-types';
import { RadioField } from './radio-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';
// The kit's layout comes with the two pieces every kit form draws: its fields and its error summary.
import './form-layout.css';

export const fieldRegistry: Record<KitControlKind, ComponentType<FieldProps>> = {
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
};
