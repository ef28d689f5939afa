// The country-free shape of an IBAN inside lead data: two letters, two check digits, the
// account, with the spaces people type. Its check digits and its country need ibantools and the
// product, so `leadDataSchemaFor` checks them on top, as it does phone numbers: a bundle that
// needs only the lead's shape (the browser's first act) then carries no IBAN tables.
import * as z from 'zod/mini';
import { validationMessages as M } from '../validation/messages.ts';
import { text } from '../validation/primitives.ts';

export const ibanTextSchema = text(50).check(
  z.regex(/^\s*[A-Za-z]{2}\s*[0-9]{2}[A-Za-z0-9 ]{8,}$/, { error: M.ibanFormat }),
);
