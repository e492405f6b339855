import type { Config } from '../../config';
import { persistentVapidKeys } from '../../lib/secrets';
import { pushTransportFromConfig as fcmTransportFromConfig } from '../notifications/fcm-transport';
import { PUSH_NOT_CONFIGURED } from '../notifications/outbox';
import type { PushMessage, PushResult, PushTransport, SendOptions } from '../notifications/transport';
import { WebPushTransport } from './web-push-transport';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One transport for the outbox: Web Push subscriptions go to the Web Push transport, the mobile
 * apps' tokens to FCM. A failure of one half (FCM's token grant) retries that half only, so the
 * other half's messages, already sent, are not sent again.
 */
export class PushRouter implements PushTransport {
  readonly fcmConfigured: boolean;

  constructor(private readonly transports: { fcm: PushTransport | null; web: PushTransport }) {
    this.fcmConfigured = transports.fcm !== null;
  }

  async send(messages: PushMessage[], options: SendOptions = {}): Promise<PushResult[]> {
    const web: number[] = [];
    const fcm: number[] = [];
    messages.forEach((m, i) => (m.webPush ? web : fcm).push(i));
    const results: PushResult[] = new Array(messages.length);
    const run = async (indexes: number[], transport: PushTransport | null) => {
      if (indexes.length === 0) return;
      if (!transport) {
        for (const i of indexes) results[i] = { token: messages[i]!.token, status: 'skipped', error: PUSH_NOT_CONFIGURED };
        return;
      }
      let answered: PushResult[];
      try {
        answered = await transport.send(
          indexes.map((i) => messages[i]!),
          options,
        );
      } catch (error) {
        answered = indexes.map((i) => ({ token: messages[i]!.token, status: 'retry', error: errorText(error) }));
      }
      indexes.forEach((i, k) => (results[i] = answered[k] ?? { token: messages[i]!.token, status: 'retry', error: 'no result from the transport' }));
    };
    await Promise.all([run(web, this.transports.web), run(fcm, this.transports.fcm)]);
    return results;
  }
}

/** The server's Web Push transport: VAPID keys from the environment, else the pair kept in DATA_DIR. */
export function webPushTransportFromConfig(config: Pick<Config, 'dataDir' | 'webPush'>): WebPushTransport {
  return new WebPushTransport({
    vapid: config.webPush.vapidKeys ?? persistentVapidKeys(config.dataDir),
    subject: config.webPush.subject,
    endpointHosts: config.webPush.endpointHosts,
  });
}

/** The outbox's transport: Web Push always (it needs no credentials), FCM when FCM_CREDENTIALS is set. */
export function pushTransportFromConfig(config: Pick<Config, 'dataDir' | 'webPush' | 'fcmCredentials' | 'fcmApiUrl'>): PushTransport {
  return new PushRouter({ fcm: fcmTransportFromConfig(config), web: webPushTransportFromConfig(config) });
}
