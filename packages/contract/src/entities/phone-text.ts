// The country-free shape of a phone number inside lead data. Whether it is valid for the
// brand's country needs the product, so `leadDataSchemaFor` checks that on top.
import * as z from 'zod/mini';
import { validationMessages as M } from '../validation/messages.ts';
import { text } from '../validation/primitives.ts';

export const phoneTextPattern = /^\+?[0-9][0-9 ().-]{4,}$/;

export const phoneTextSchema = text(40).check(z.regex(phoneTextPattern, { error: M.phoneFormat }));
