import type { FunnelEvent } from '../availability/usage-counters';

/**
 * Tells the server one step of the booking funnel happened (issue #31): fire and forget, never awaited, never
 * failing the dialog, and carrying the event alone.
 */
export interface FunnelPort {
  record(event: FunnelEvent): void;
}
