import { defineRoute } from './route';
import { ZChatMessage } from './members-chat';
import { ZMemberClassifiedDetail } from './members-classifieds';
import { MEMBER_ROLES, MEMBERS_TAG, ZIdParams } from './members-common';
import { ZAcceptOfferRequest, ZCounterOfferRequest, ZMakeOfferRequest } from './members-offers';

/**
 * The routes of offers in chat (members-offers.ts describes them). Every answer is the message the
 * step wrote, which the other member's event streams hear as a `message` event.
 */

export const makeOfferRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/conversations/:id/offers',
  access: MEMBER_ROLES,
  budget: 'messages',
  tag: MEMBERS_TAG,
  summary:
    "The buyer offers an amount for the conversation's listing (dinars, up to 3 decimals, Arabic digits accepted): a message of kind offer. 403 for the seller; 409 while another offer of the conversation is open, or once the listing is sold or reserved for another buyer",
  params: ZIdParams,
  body: ZMakeOfferRequest,
  response: ZChatMessage,
  status: 201,
  errors: [409, 429],
});

export const counterOfferRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/offers/:id/counter',
  access: MEMBER_ROLES,
  budget: 'messages',
  tag: MEMBERS_TAG,
  summary:
    'Answer an open offer with another amount (the side that received it; from the seller, with the days an acceptance holds the listing, 3 unless said): the offer becomes countered and the answer is the new offer message, linking it. 403 for the side that made it, 409 once it is answered',
  params: ZIdParams,
  body: ZCounterOfferRequest,
  response: ZChatMessage,
  status: 201,
  errors: [409, 429],
});

export const acceptOfferRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/offers/:id/accept',
  access: MEMBER_ROLES,
  budget: 'messages',
  tag: MEMBERS_TAG,
  summary:
    "Accept an open offer (the side that received it): the listing is reserved for the buyer for the seller's choice of 1 to 7 days (reserveDays when the seller accepts; the counter's when the buyer does). 403 for the side that made it, 409 once it is answered or the listing is sold or reserved for another buyer",
  params: ZIdParams,
  body: ZAcceptOfferRequest,
  response: ZChatMessage,
  status: 201,
  errors: [409, 429],
});

export const declineOfferRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/offers/:id/decline',
  access: MEMBER_ROLES,
  budget: 'messages',
  tag: MEMBERS_TAG,
  summary: 'Decline an open offer (the side that received it). 403 for the side that made it, 409 once it is answered',
  params: ZIdParams,
  response: ZChatMessage,
  status: 201,
  errors: [409, 429],
});

export const withdrawOfferRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/offers/:id/withdraw',
  access: MEMBER_ROLES,
  budget: 'messages',
  tag: MEMBERS_TAG,
  summary: 'Withdraw one’s own open offer. 403 for the other side, 409 once it is answered',
  params: ZIdParams,
  response: ZChatMessage,
  status: 201,
  errors: [409, 429],
});

export const releaseReservationRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/classifieds/:id/reservation',
  access: MEMBER_ROLES,
  budget: 'listings',
  tag: MEMBERS_TAG,
  summary: "The seller releases their listing's reservation before it ends: it is free for offers again. 409 when it is not reserved",
  params: ZIdParams,
  response: ZMemberClassifiedDetail,
  errors: [409, 429],
});
