import type { Kysely, Selectable } from 'kysely';
import type { Database, MailState } from '../schema';

/** One queued e-mail as staff see it: what, where it stands, why it failed. Never a recipient or a content. */
export interface MailQueueItem {
  id: string;
  kind: string;
  state: MailState;
  attempts: number;
  created_at: string;
  next_attempt_at: string | null;
  sent_at: string | null;
  last_error: string | null;
}

type Row = Pick<
  Selectable<Database['mail_queue']>,
  'id' | 'kind' | 'state' | 'attempts' | 'created_at' | 'next_attempt_at' | 'sent_at' | 'last_error'
>;

/** `clinic mail queue`: what is waiting (or, with failedOnly, given up or capped), newest first. Needs no secret. */
export async function listMailQueue(db: Kysely<Database>, options: { failedOnly: boolean; limit?: number }): Promise<MailQueueItem[]> {
  const states: MailState[] = options.failedOnly ? ['failed', 'capped'] : ['pending', 'sending', 'failed', 'capped'];
  const rows: Row[] = await db
    .selectFrom('mail_queue')
    .select(['id', 'kind', 'state', 'attempts', 'created_at', 'next_attempt_at', 'sent_at', 'last_error'])
    .where('state', 'in', states)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 200)
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    kind: r.kind,
    state: r.state,
    attempts: r.attempts,
    created_at: r.created_at.toISOString(),
    // Only a waiting message has a next attempt worth showing.
    next_attempt_at: r.state === 'pending' || r.state === 'sending' ? r.next_attempt_at.toISOString() : null,
    sent_at: r.sent_at ? r.sent_at.toISOString() : null,
    last_error: r.last_error,
  }));
}
