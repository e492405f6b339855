import type { BrowserContext, CDPSession, Page, Worker } from 'playwright-core';
import { baseUrl } from './browser';

/** The members' service worker, as DevTools knows it: to hand it pushes and notification clicks. */
export interface MembersServiceWorker {
  cdp: CDPSession;
  registrationId: string;
  worker: Worker;
}

export async function serviceWorkerOf(context: BrowserContext, page: Page): Promise<MembersServiceWorker> {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseUrl()}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js')) ?? (await context.waitForEvent('serviceworker'));
  return { cdp, registrationId: await registration, worker };
}

/** Hands the worker a push message, as the browser does when its push service delivers one. */
export async function deliverPush(sw: MembersServiceWorker, payload: unknown): Promise<void> {
  await sw.cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl(), registrationId: sw.registrationId, data: JSON.stringify(payload) });
}

/** The notifications shown with this tag: their title, body, icon and the screen they open. */
export function notificationsTagged(page: Page, tag: string) {
  return page.evaluate(
    (wanted) =>
      navigator.serviceWorker.ready
        .then((registration) => registration.getNotifications({ tag: wanted }))
        .then((list) => list.map((n) => ({ title: n.title, body: n.body, icon: n.icon, url: (n.data as { url?: string } | null)?.url }))),
    tag,
  );
}

/** The system's notification cannot be tapped headless: the worker gets the click it would send. */
export async function clickNotification(sw: MembersServiceWorker, tag: string): Promise<void> {
  await sw.worker.evaluate(async (wanted) => {
    // The worker's own globals (this project's e2e types know the window's only).
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error('no notification to click');
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, tag);
}
