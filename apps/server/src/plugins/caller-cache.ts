/**
 * The guard's per-process memory of the rows it reads for a session: a hit saves the
 * request its database round trip. It is only trusted while the database's change notifications
 * are being received; a notification, or this process's own change, forgets the user at once.
 * Without notifications (the listening connection is down) it holds nothing and the guard reads
 * the database on every request, as before.
 */
export class CallerCache<Row> {
  private readonly rows = new Map<string, { userId: string; row: Row; at: number }>();
  private readonly sessionsOf = new Map<string, Set<string>>();
  /** Bumped on every forget: a lookup that began before it must not store what it read. */
  private epoch = 0;
  private listening = false;

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs: number,
  ) {}

  /** Whether notifications arrive; turning false forgets everything, since some may be missed. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  get isListening(): boolean {
    return this.listening;
  }

  /** The moment a lookup starts: pass it back to `store`. */
  begin(): number {
    return this.epoch;
  }

  get(sessionId: string, now = Date.now()): Row | undefined {
    if (!this.listening) return undefined;
    const entry = this.rows.get(sessionId);
    if (!entry) return undefined;
    // A bound on what a lost notification could cost, however unlikely.
    if (now - entry.at > this.maxAgeMs) {
      this.drop(sessionId, entry.userId);
      return undefined;
    }
    return entry.row;
  }

  /** Keeps a row read at `epoch`, unless something was forgotten since (it may be that row). */
  store(sessionId: string, userId: string, row: Row, epoch: number, now = Date.now()): void {
    if (!this.listening || epoch !== this.epoch) return;
    if (this.rows.size >= this.maxEntries) {
      const oldest = this.rows.keys().next();
      if (!oldest.done) this.drop(oldest.value, this.rows.get(oldest.value)!.userId);
    }
    this.rows.set(sessionId, { userId, row, at: now });
    let sessions = this.sessionsOf.get(userId);
    if (!sessions) this.sessionsOf.set(userId, (sessions = new Set()));
    sessions.add(sessionId);
  }

  /** Forgets every cached session of a user (a notification, or this process's own change). */
  forgetUser(userId: string): void {
    this.epoch += 1;
    for (const sessionId of this.sessionsOf.get(userId) ?? []) this.rows.delete(sessionId);
    this.sessionsOf.delete(userId);
  }

  clear(): void {
    this.epoch += 1;
    this.rows.clear();
    this.sessionsOf.clear();
  }

  get size(): number {
    return this.rows.size;
  }

  private drop(sessionId: string, userId: string): void {
    this.rows.delete(sessionId);
    const sessions = this.sessionsOf.get(userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.sessionsOf.delete(userId);
  }
}
