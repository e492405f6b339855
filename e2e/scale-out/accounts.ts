/** The accounts the scale-out run creates before its processes start. */
export const SCALE_OUT_ACCOUNTS = {
  admin: { email: 'admin@scale-out.test', password: 'scale-out-admin-pass' },
  member: { email: 'member@scale-out.test', password: 'scale-out-member-pass' },
  throttled: { email: 'throttled@scale-out.test', password: 'scale-out-throttled-pass' },
} as const;
