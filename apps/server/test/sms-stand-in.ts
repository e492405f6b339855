import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedText {
  to: string;
  from: string;
  body: string;
  /** The Authorization header as it arrived. */
  authorization: string | undefined;
  path: string;
  contentType: string | undefined;
}

export interface SmsStandIn {
  /** `SMS_URL` for it: Twilio's path, with SID:TOKEN as userinfo. */
  url: string;
  received: ReceivedText[];
  /** Answer the next requests with this status (500: the provider is down) instead of 201. */
  failWith(status: number | null): void;
  /** Hold the next answers this long (a provider that does not answer). */
  delay(ms: number): void;
  close(): Promise<void>;
}

export const STAND_IN_SID = 'AC0123456789';
export const STAND_IN_TOKEN = 'token:with/odd@chars';

/**
 * A local stand-in for Twilio's Messages API: takes the form POST, checks nothing itself (the test
 * does, from what it records) and answers as Twilio does, 201 with the message's JSON.
 */
export async function startSmsStandIn(): Promise<SmsStandIn> {
  const received: ReceivedText[] = [];
  let failure: number | null = null;
  let delayMs = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      received.push({
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        authorization: request.headers.authorization,
        path: request.url ?? '',
        contentType: request.headers['content-type'],
      });
      setTimeout(() => {
        if (failure) {
          response.writeHead(failure, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 20003, message: 'Authenticate' }));
          return;
        }
        response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: 'SM1', status: 'queued', to: form.get('To') }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${STAND_IN_SID}:${encodeURIComponent(STAND_IN_TOKEN)}@127.0.0.1:${port}/2010-04-01/Accounts/${STAND_IN_SID}/Messages.json`,
    received,
    failWith: (status) => {
      failure = status;
    },
    delay: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
