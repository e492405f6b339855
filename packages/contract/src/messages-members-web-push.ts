/** Members' API texts, ours: Web Push subscriptions of the members' web app. */
export const memberWebPushMessages = {
  subscriptionInvalid: 'This push subscription is not valid',
  endpointInvalid: 'A push subscription needs an https:// endpoint',
  endpointNotAllowed: 'Notifications cannot be sent to this push service',
  keysInvalid: 'The keys of this push subscription are not valid',
  subscriptionNotFound: 'This push subscription is not registered',
} as const;
