/**
 * Thrown by an adapter's start when it decided, and already said why, not to run (bad id,
 * replay gate): the runner drops its calls without a second warning.
 */
export class TrackingSkipped extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'TrackingSkipped';
  }
}
