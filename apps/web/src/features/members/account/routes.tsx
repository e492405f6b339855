import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

const connectionTexts = () => import('@/i18n/members/account').then((module) => module.accountTextsLoader());

/** Before a member signs in: inside the members' app (language, direction), outside its shell. */
export const memberJoinRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: {
      Component: screen(
        () => import('./pages/login-page'),
        (m) => m.MemberLoginPage,
      ),
    },
  },
  {
    path: 'register',
    lazy: {
      Component: screen(
        () => import('./pages/register-page'),
        (m) => m.MemberRegisterPage,
      ),
    },
  },
  // The link of the verification e-mail (apps/server member-accounts registration.service).
  {
    path: 'verify-email',
    lazy: {
      Component: screen(
        () => import('./pages/verify-email-page'),
        (m) => m.VerifyEmailPage,
      ),
    },
  },
  // The link a blocked account's log-in refusal gives (a signed token in the query).
  {
    path: 'appeal-block',
    lazy: {
      Component: screen(
        () => import('./pages/appeal-block-page'),
        (m) => m.AppealBlockPage,
      ),
    },
  },
  {
    path: 'forgot-password',
    lazy: {
      Component: screen(
        () => import('./pages/forgot-password-page'),
        (m) => m.ForgotPasswordPage,
      ),
    },
  },
];

/** A signed-in member's screens, inside the shell; paths relative to /app. */
export const memberRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: {
      Component: screen(
        () => import('./pages/profile-page'),
        (m) => m.ProfilePage,
      ),
    },
  },
  {
    // The connection lists' and the phone screen's texts load with the first of them.
    loader: connectionTexts,
    children: [
      {
        path: 'profile/followers',
        lazy: {
          Component: screen(
            () => import('./pages/follow-list-page'),
            (m) => m.FollowersPage,
          ),
        },
      },
      {
        path: 'profile/following',
        lazy: {
          Component: screen(
            () => import('./pages/follow-list-page'),
            (m) => m.FollowingPage,
          ),
        },
      },
      {
        path: 'profile/phone',
        lazy: {
          Component: screen(
            () => import('./pages/phone-page'),
            (m) => m.PhonePage,
          ),
        },
      },
      {
        path: 'profile/notifications',
        lazy: {
          Component: screen(
            () => import('./pages/notification-settings-page'),
            (m) => m.NotificationSettingsPage,
          ),
        },
      },
      {
        path: 'profile/blocked',
        lazy: {
          Component: screen(
            () => import('./pages/blocked-page'),
            (m) => m.BlockedPage,
          ),
        },
      },
    ],
  },
];
