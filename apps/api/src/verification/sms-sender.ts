import type { Db } from '../db/open-database.ts';

/** Sends a text message. The built-in sender only records it, so no test talks to a carrier. */
export interface SmsSender {
  send(message: { leadId: string; phone: string; text: string }): Promise<void>;
}

export function outboxSmsSender(db: Db): SmsSender {
  return {
    async send({ leadId, phone, text }) {
      await db.insertInto('sms_outbox').values({ lead_id: leadId, phone, message: text }).execute();
    },
  };
}
