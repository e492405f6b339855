import { memberAccountMessages } from './messages-members-account';
import { memberPostMessages } from './messages-members-posts';
import { memberClassifiedMessages } from './messages-members-classifieds';
import { memberChatMessages } from './messages-members-chat';
import { memberActivityMessages } from './messages-members-activity';
import { memberSavedSearchMessages } from './messages-members-saved-searches';
import { memberOfferMessages } from './messages-members-offers';
import { memberRatingMessages } from './messages-members-ratings';
import { memberWebPushMessages } from './messages-members-web-push';

/** The members' API and the members' web app: all ours, none from the spec. */
export const membersMessages = {
  common: {
    cursorInvalid: 'This list position is not valid; start from the top of the list again',
    limitInvalid: 'limit must be a whole number from 1 to 50',
    idInvalid: 'This id is not valid',
    reasonRequired: 'Please say why you are reporting this',
    reasonTooLong: 'The reason can be at most 1000 characters',
    reportCategoryInvalid: 'Choose what is wrong: spam, scam, prohibited item, offensive, wrong category or other',
    tooManyWrites: 'You are doing that too often; please wait a moment and try again',
    tooManyVisitorReads: 'Too many pages opened from this connection; please wait a moment, or log in to keep browsing',
    notVerified: 'Please verify your e-mail address first: open the link we sent you',
    notFound: 'Not found',
    blocked: 'You cannot do this: one of you has blocked the other',
    searchRequired: 'Please type what to search for',
    searchTooLong: 'A search can be at most 100 characters',
  },
  account: memberAccountMessages,
  posts: memberPostMessages,
  classifieds: memberClassifiedMessages,
  chat: memberChatMessages,
  activity: memberActivityMessages,
  savedSearches: memberSavedSearchMessages,
  offers: memberOfferMessages,
  ratings: memberRatingMessages,
  webPush: memberWebPushMessages,
} as const;
