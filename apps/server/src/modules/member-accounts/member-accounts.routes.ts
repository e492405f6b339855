import type { FastifyInstance } from 'fastify';
import {
  blockedMembersRoute,
  blockMemberRoute,
  deleteMyAccountRoute,
  followMemberRoute,
  getMemberProfileRoute,
  getMyAccountRoute,
  memberFollowersRoute,
  memberFollowingRoute,
  registerRoute,
  reportMemberRoute,
  resendVerificationRoute,
  unblockMemberRoute,
  unfollowMemberRoute,
  updateMyAccountRoute,
  verifyEmailRoute,
} from '@souq/contract/members-account';
import { messages } from '@souq/contract/messages';
import { addRoute } from '../../lib/route';
import { memberWrites } from '../../lib/member-throttle';
import { throttle } from '../../lib/throttle';
import { eraseMyAccount, getMyAccount, updateMyAccount } from './account.service';
import {
  blockMember,
  followMember,
  getMemberProfile,
  listBlocked,
  listFollowers,
  listFollowing,
  reportMember,
  unblockMember,
  unfollowMember,
} from './connections.service';
import { register, resendVerification, sendVerificationMail, verifyEmail, type VerificationMail } from './registration.service';

/** Sign-ups one address may make in 15 minutes by default (`REGISTER_RATE_MAX`): an office or a phone network shares one. */
export const REGISTRATIONS_PER_ADDRESS = 10;
/** Verification attempts one address may make in 15 minutes: tokens cannot be guessed, this only bounds the work. */
export const VERIFICATIONS_PER_ADDRESS = 30;
/** Verification mails one member may ask for in an hour, on top of the per-minute write limit. */
export const VERIFICATION_MAILS_PER_HOUR = 5;

const a = messages.members.account;

/** Members' API (issue 18): joining, the member's own account, and connections between members. */
export async function memberAccountsRoutes(app: FastifyInstance, options: { publicUrl: string; registerRateMax?: number }) {
  // The answer does not wait for the mail: an SMTP hiccup must not undo a sign-up (the member
  // can ask for another link), and the failure is logged.
  const mailVerification = (mail: VerificationMail | undefined) => {
    if (mail) app.background.run('verification mail', () => sendVerificationMail(app.mailer, options.publicUrl, mail));
  };

  app.register(async (scope) => {
    scope.addHook(
      'preValidation',
      throttle(app, a.tooManyRegistrations, [{ max: options.registerRateMax ?? REGISTRATIONS_PER_ADDRESS, timeWindow: '15 minutes', key: (r) => `register-ip:${r.ip}` }]),
    );
    addRoute(scope, registerRoute, async ({ body }) => {
      const { account, mail } = await register(app.db, body);
      mailVerification(mail);
      return account;
    });
  });

  app.register(async (scope) => {
    scope.addHook(
      'preValidation',
      throttle(app, a.tooManyVerifications, [{ max: VERIFICATIONS_PER_ADDRESS, timeWindow: '15 minutes', key: (r) => `verify-email-ip:${r.ip}` }]),
    );
    addRoute(scope, verifyEmailRoute, async ({ body }) => verifyEmail(app.db, body.token));
  });

  app.register(async (scope) => {
    scope.addHook('preValidation', memberWrites(app, 'account'));
    scope.addHook(
      'preValidation',
      throttle(app, a.tooManyVerificationMails, [
        { max: VERIFICATION_MAILS_PER_HOUR, timeWindow: '1 hour', key: (r) => `verification-mail:${r.auth?.id ?? r.ip}` },
      ]),
    );
    addRoute(scope, resendVerificationRoute, async ({ user }) => {
      const { answer, mail } = await resendVerification(app.db, user.id);
      mailVerification(mail);
      return answer;
    });
  });

  addRoute(app, getMyAccountRoute, async ({ user }) => getMyAccount(app.db, user.id));
  app.register(async (scope) => {
    scope.addHook('preValidation', memberWrites(app, 'account'));
    addRoute(scope, updateMyAccountRoute, async ({ user, body }) => updateMyAccount(app.db, app.storage, user.id, body));
    addRoute(scope, deleteMyAccountRoute, async ({ user }) => {
      const answer = await eraseMyAccount(app.db, user.id);
      // This process's guard forgets the member's sessions now; others hear it from the database.
      app.callerChanged(user.id);
      return answer;
    });
  });

  addRoute(app, getMemberProfileRoute, async ({ user, params }) => getMemberProfile(app.db, user.id, params.id));
  addRoute(app, memberFollowersRoute, async ({ user, params, query }) => listFollowers(app.db, user.id, params.id, query));
  addRoute(app, memberFollowingRoute, async ({ user, params, query }) => listFollowing(app.db, user.id, params.id, query));
  addRoute(app, blockedMembersRoute, async ({ user, query }) => listBlocked(app.db, user.id, query));

  app.register(async (scope) => {
    scope.addHook('preValidation', memberWrites(app, 'follows'));
    addRoute(scope, followMemberRoute, async ({ user, params }) => {
      const { state, follower } = await followMember(app.db, user.id, params.id);
      if (follower) {
        const event = { type: 'follow' as const, data: { user: follower } };
        app.background.run('follow event', () => app.memberEvents.publish(params.id, event));
      }
      return state;
    });
    addRoute(scope, unfollowMemberRoute, async ({ user, params }) => unfollowMember(app.db, user.id, params.id));
    // Blocks count with follows: both are changes to who is connected to whom.
    addRoute(scope, blockMemberRoute, async ({ user, params }) => blockMember(app.db, user.id, params.id));
    addRoute(scope, unblockMemberRoute, async ({ user, params }) => unblockMember(app.db, user.id, params.id));
  });

  app.register(async (scope) => {
    scope.addHook('preValidation', memberWrites(app, 'reports'));
    addRoute(scope, reportMemberRoute, async ({ user, params, body }) => reportMember(app.db, user.id, params.id, body.reason));
  });
}
