import { webPushKeyRoute, webPushSubscribeRoute, webPushUnsubscribeRoute } from '@souq/contract/members-web-push';
import { ApiError } from '@/lib/api-client';
import { callMemberRoute } from './api';

/** The browser's push registration: the service worker the build writes (/sw.js). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ?? navigator.serviceWorker.register('/sw.js', { scope: '/' });
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/** Whether this browser has a push subscription now (the member may have turned it off elsewhere). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return (await existing?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks the browser's permission (call it from a tap: Safari and Firefox refuse otherwise),
 * subscribes with the server's VAPID key and registers the subscription for the member.
 * Answers false when the member said no.
 */
export async function enableWebPush(): Promise<boolean> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const [{ publicKey }, worker] = await Promise.all([callMemberRoute(webPushKeyRoute, undefined), registration()]);
  await navigator.serviceWorker.ready;
  let subscription = await worker.pushManager.getSubscription();
  // One made with another key (the server's changed) cannot be used: start again.
  const key = subscription?.options.applicationServerKey;
  if (subscription && key && !sameBytes(new Uint8Array(key), keyBytes(publicKey))) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const json = subscription.toJSON();
  await callMemberRoute(webPushSubscribeRoute, {
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
  return true;
}

/** Stops pushes to this browser: the server forgets the subscription, and the browser drops it. */
export async function disableWebPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  try {
    await callMemberRoute(webPushUnsubscribeRoute, { endpoint: subscription.endpoint });
  } catch (error) {
    // Not registered for this member (another member's, or already gone): dropping it is enough.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
}
