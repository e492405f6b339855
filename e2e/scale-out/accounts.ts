/** The accounts the scale-out run creates before its processes start. */
export const SCALE_OUT_ACCOUNTS = {
  admin: { email: 'admin@scale-out.test', password: 'scale-out-admin-pass' },
  member: { email: 'member@scale-out.test', password: 'scale-out-member-pass' },
  throttled: { email: 'throttled@scale-out.test', password: 'scale-out-throttled-pass' },
  /** The live-events test: a buyer writing to a seller about the seller's listing. */
  buyer: { email: 'buyer@scale-out.test', password: 'scale-out-buyer-pass' },
  seller: { email: 'seller@scale-out.test', password: 'scale-out-seller-pass' },
} as const;
