import { describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { pushTexts } from '@souq/contract/server-language';
import { pushOfActivity, pushOfEvent } from './member-push';

const c = messages.members.chat;
const a = messages.members.activity;

describe("pushes in the member's language", () => {
  it('say in English what the API catalog says', () => {
    expect(pushTexts.en).toEqual({
      someone: c.someone,
      messageTitle: c.pushMessageTitle,
      followTitle: c.pushFollowTitle,
      followBody: c.pushFollowBody,
      commentTitle: a.pushCommentTitle,
      commentBody: a.pushCommentBody,
      replyTitle: a.pushReplyTitle,
      replyBody: a.pushReplyBody,
      mentionTitle: a.pushMentionTitle,
      mentionBody: a.pushMentionBody,
      decisionTitle: a.pushDecisionTitle,
      postHidden: a.pushPostHidden,
      listingDisallowed: a.pushListingDisallowed,
      postDeleted: a.pushPostDeleted,
      appealUpheld: a.pushAppealUpheld,
      appealOverturned: a.pushAppealOverturned,
      ratingTitle: a.pushRatingTitle,
      ratingBody: a.pushRatingBody,
      savedSearchTitle: messages.members.savedSearches.pushMatchTitle,
      savedSearchTitleUnnamed: messages.members.savedSearches.pushMatchTitleUnnamed,
      priceDropTitle: messages.members.savedSearches.pushPriceDropTitle,
      favouriteSoldTitle: messages.members.savedSearches.pushSoldTitle,
    });
  });

  it('carry an Arabic wording beside the English one', () => {
    const follow = pushOfActivity({ kind: 'follow', actor: { id: 'u1', name: 'هالة' }, subjectType: 'user', subjectId: 'u1' });
    expect(follow).toMatchObject({
      title: 'New follower',
      body: 'هالة started following you',
      translations: { ar: { title: 'متابِع جديد', body: 'بدأ هالة متابعتك' } },
    });
    const unnamed = pushOfActivity({ kind: 'comment', actor: null, subjectType: 'post', subjectId: 'p1' });
    expect(unnamed?.translations?.ar?.body).toBe('علّق شخص ما على منشورك');
    const message = pushOfEvent({
      type: 'message',
      data: { body: 'Is it still for sale?', conversation_id: 'c1', _id: 'm1', user: { _id: 'u2', name: 'Sami' } },
    });
    expect(message).toMatchObject({
      title: 'New message from Sami',
      body: 'Is it still for sale?',
      translations: { ar: { title: 'رسالة جديدة من Sami', body: 'Is it still for sale?' } },
    });
  });
});
