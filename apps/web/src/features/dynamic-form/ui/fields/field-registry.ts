import type { ComponentType } from 'react';
import { fieldRegistry } from '@/shared/ui/form/field-registry';
import type { FieldProps } from '@/shared/ui/form/field-props';
import type { ControlKind } from '../../definitions/types';
import { CaptchaField } from './captcha-field';

// The kit's fields and the captcha's status line, which needs the bot-check feature and so
// cannot be in the kit (shared/ never imports features). A Record over every control kind: a
// new kind without a component fails the type check.
export const fieldRegistryWithCaptcha: Record<ControlKind, ComponentType<FieldProps>> = {
  ...fieldRegistry,
  captcha: CaptchaField,
};
