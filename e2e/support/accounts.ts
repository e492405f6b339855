/** The accounts every browser test can log in with (created by the global setup). */
export const ACCOUNTS = {
  admin: { email: 'admin@e2e.test', password: 'Admin-e2e-password-1', name: 'E2E Admin' },
  dataentry: { email: 'dataentry@e2e.test', password: 'Dataentry-e2e-password-1', name: 'E2E Data Entry' },
  user: { email: 'user@e2e.test', password: 'User-e2e-password-1', name: 'E2E Member' },
  /** Only the password-reset test changes this one's password. */
  resettable: { email: 'reset@e2e.test', password: 'Reset-e2e-password-1', name: 'E2E Forgetful' },
  /** A member whose name is markup and Arabic; only the hostile-text test uses it. */
  hostile: {
    email: 'hostile@e2e.test',
    password: 'Hostile-e2e-password-1',
    name: 'Hostilemember <img src=x onerror="window.__xss=1"> "><svg onload=window.__xss=1> مستخدم',
  },
} as const;

export type AccountRole = keyof typeof ACCOUNTS;
