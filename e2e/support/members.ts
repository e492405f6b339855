import { api, baseUrl, type ApiSession } from './browser';
import { newestMailTo } from './outbox';

/** What a member sent through the API answers: the member's id, e-mail and a session. */
export interface Member extends ApiSession {
  id: string;
  email: string;
  password: string;
  name: string;
}

const MEMBER_PASSWORD = 'Member-e2e-password-1';

/** The verification link's token from the member's mail, waiting for the mail to be written. */
export async function verificationTokenOf(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const token = newestMailTo(email)?.match(/#\/app\/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail for ${email} in the outbox`);
}

async function post<T>(pathname: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * A new member, joined the way the apps join: register, open the link from the e-mail, log in.
 * Each call makes a new person (unique e-mail).
 */
export async function joinAsMember(name: string): Promise<Member> {
  // The name's Latin letters, if any, make the address readable in the console; an Arabic name gives none.
  const local =
    name
      .toLowerCase()
      .replace(/[^a-z]+/g, '.')
      .replace(/^\.|\.$/g, '') || 'member';
  const email = `${local}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  const registered = await post<{ _id: string; emailVerified: boolean }>('/api/v1/auth/register', {
    name,
    email,
    password: MEMBER_PASSWORD,
    country_id: 'KW',
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const verified = await post('/api/v1/auth/verify-email', { token: await verificationTokenOf(email) });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  const login = await post<Record<string, unknown>>('/api/login', { email, password: MEMBER_PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { id: registered.body._id, email, password: MEMBER_PASSWORD, name, token: String(login.body.token), body: login.body };
}

export interface StreamEvent {
  id: string;
  event: string;
  data: Record<string, unknown>;
}

/**
 * A member's open event stream (`GET /api/v1/events`, Server-Sent Events), read as the apps
 * read it: `next(predicate)` waits for an event that matches.
 */
export async function openEventStream(member: ApiSession) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl()}/api/v1/events`, {
    headers: { authorization: `Bearer ${member.token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`event stream: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const received: StreamEvent[] = [];
  let buffer = '';
  const waiting: { predicate: (event: StreamEvent) => boolean; resolve: (event: StreamEvent) => void }[] = [];
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
        );
        if (!fields.event || !fields.data) continue;
        const event = { id: fields.id ?? '', event: fields.event, data: JSON.parse(fields.data) as Record<string, unknown> };
        received.push(event);
        for (const wait of waiting.filter((w) => w.predicate(event))) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.resolve(event);
        }
      }
    }
  })().catch(() => undefined);
  return {
    received,
    next(predicate: (event: StreamEvent) => boolean, timeoutMs = 5_000): Promise<StreamEvent> {
      const already = received.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(received)}`)), timeoutMs);
        waiting.push({ predicate, resolve: (event) => (clearTimeout(timer), resolve(event)) });
      });
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}

export { api };
