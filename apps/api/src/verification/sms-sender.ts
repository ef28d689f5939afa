import type { Db } from '../db/open-database.ts';
import type { DevInbox } from './dev-inbox.ts';

export interface SmsMessage {
  leadId: string;
  phone: string;
  text: string;
  /** A secret inside `text` (a verification code): delivered, never stored. */
  secret?: string;
}

/** Sends a text message. The built-in sender only records it, so no test talks to a carrier. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

const SECRET_MASK = '******';

/** The text as it may be stored or logged: the secret masked wherever it appears. */
function maskSecret({ text, secret }: SmsMessage): string {
  return secret === undefined || secret === '' ? text : text.split(secret).join(SECRET_MASK);
}

/**
 * Records each message in sms_outbox with its code masked (a database read reveals no live
 * code). With development endpoints on, the plain text also goes to the in-memory dev inbox,
 * where the browser journeys read their codes.
 */
export function outboxSmsSender(db: Db, devInbox?: DevInbox): SmsSender {
  return {
    async send(message) {
      const { leadId, phone } = message;
      await db
        .insertInto('sms_outbox')
        .values({ lead_id: leadId, phone, message: maskSecret(message) })
        .execute();
      devInbox?.add(leadId, { phoneNumber: phone, text: message.text, createdAt: new Date() });
    },
  };
}
