// Development only (DEV_ENDPOINTS): the plain texts the built-in sender "sent", in memory, so
// the development outbox can show a code the database never holds. Bounded: the oldest lead's
// messages go first, and each lead keeps its last few.
const MAX_LEADS = 2000;
const MAX_PER_LEAD = 20;

export interface DevMessage {
  phoneNumber: string;
  text: string;
  createdAt: Date;
}

export interface DevInbox {
  add(leadId: string, message: DevMessage): void;
  read(leadId: string): readonly DevMessage[];
  forget(leadId: string): void;
}

export function createDevInbox(): DevInbox {
  const byLead = new Map<string, DevMessage[]>();
  return {
    add(leadId, message) {
      const messages = byLead.get(leadId) ?? [];
      byLead.delete(leadId);
      byLead.set(leadId, [...messages, message].slice(-MAX_PER_LEAD));
      if (byLead.size > MAX_LEADS) {
        const oldest = byLead.keys().next().value;
        if (oldest !== undefined) byLead.delete(oldest);
      }
    },
    read: (leadId) => byLead.get(leadId) ?? [],
    forget: (leadId) => void byLead.delete(leadId),
  };
}
