import { lazy, Suspense } from 'react';
import { closePushOffer, usePushOffer } from '@/lib/members/push-offer';

// What the offer draws, with its texts and the subscribing code, loads the first time it is
// needed: the members' first screen never carries it (docs/performance.md).
const PushOfferSheet = lazy(() =>
  import('./push-offer-sheet').then(async (module) => {
    await module.loadTexts();
    return { default: module.PushOfferSheet };
  }),
);

/** The notifications offer over the current screen, drawn once by the shell while it is open. */
export function PushOfferHost() {
  const reason = usePushOffer();
  if (reason === null) return null;
  return (
    <Suspense fallback={null}>
      <PushOfferSheet reason={reason} onClose={closePushOffer} />
    </Suspense>
  );
}
