import { describe, expect, it } from 'vitest';
import { appPathOf } from './web-push-transport';

describe('the screen a push opens', () => {
  it("opens the listing an alert is about, whichever name the alert's data gives it", () => {
    expect(appPathOf({ type: 'saved_search', saved_search_id: 's1', listing_id: 'l1' })).toBe('/#/app/classifieds/l1');
    expect(appPathOf({ type: 'price_drop', listing_id: 'l2' })).toBe('/#/app/classifieds/l2');
    expect(appPathOf({ type: 'favourite_sold', listing_id: 'l3' })).toBe('/#/app/classifieds/l3');
    expect(appPathOf({ type: 'moderation', classified_id: 'l4' })).toBe('/#/app/classifieds/l4');
  });

  it('opens a conversation, a profile or a post, and the inbox for anything else', () => {
    expect(appPathOf({ type: 'message', conversation_id: 'c1' })).toBe('/#/app/chat/c1');
    expect(appPathOf({ type: 'follow', user_id: 'u1' })).toBe('/#/app/members/u1');
    expect(appPathOf({ type: 'like', post_id: 'p1' })).toBe('/#/app/posts/p1');
    expect(appPathOf({ notification_id: 'n1' })).toBe('/#/app/notifications');
  });

  it('escapes an id, so data cannot steer the app to another screen', () => {
    expect(appPathOf({ type: 'price_drop', listing_id: '../../admin?x=1' })).toBe('/#/app/classifieds/..%2F..%2Fadmin%3Fx%3D1');
  });
});
