// Pieces shared by the API request and response schemas.
import * as z from 'zod/mini';
import { backendProductIds } from '../product-ids.ts';
import { validationMessages as M } from '../validation/messages.ts';
import { text } from '../validation/primitives.ts';

/** `product` of every lead, lead-create and affiliate-event body: the backend product id. */
export const productFieldSchema = z.enum(backendProductIds, { error: M.choice });

/** `?product=` of the look-ups that answer for a brand (policies, the bot-check challenge). */
export const productQuerySchema = z.object({ product: z.optional(productFieldSchema) });

export const leadIdSchema = text(64);

export const idParamsSchema = z.object({ id: leadIdSchema });

/** A body of just the lead id, for calls that act on the lead's current step. */
export const leadIdBodySchema = z.object({ id: leadIdSchema });

/** Marks a 204 answer: no body. */
export const noContent = null;

/** A select option: `label` is an i18n key or a proper name. */
export const choiceSchema = z.object({ value: text(100), label: text(200) });
export const choiceListSchema = z.array(choiceSchema);
export type Choice = z.infer<typeof choiceSchema>;
