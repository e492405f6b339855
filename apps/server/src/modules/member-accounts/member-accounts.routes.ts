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
  searchPeopleRoute,
  unblockMemberRoute,
  unfollowMemberRoute,
  updateMyAccountRoute,
  verifyEmailRoute,
} from '@souq/contract/members-account';
import { messages } from '@souq/contract/messages';
import { addRoute } from '../../lib/route';
import { publishAfterCommit } from '../member-events/publish-after-commit';
import { viewerIdOf } from '../../lib/member-visibility';
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
  searchPeople,
  unblockMember,
  unfollowMember,
} from './connections.service';
import { languageFromHeader } from '@souq/contract/server-language';
import { mailLanguageOf } from '../../lib/localized-mail';
import { register, resendVerification, sendVerificationMail, verifyEmail, type VerificationMail } from './registration.service';

/** Verification mails one member may ask for in an hour, on top of the per-minute write limit. */
export const VERIFICATION_MAILS_PER_HOUR = 5;

const a = messages.members.account;

/** Members' API: joining, the member's own account, and connections between members. */
export async function memberAccountsRoutes(app: FastifyInstance, options: { publicUrl: string; newAccountHours?: number }) {
  // The answer does not wait for the mail: an SMTP hiccup must not undo a sign-up (the member
  // can ask for another link), and the failure is logged.
  const mailVerification = (mail: VerificationMail | undefined, acceptLanguage: string | undefined) => {
    if (!mail) return;
    const language = mailLanguageOf(mail.language, acceptLanguage);
    app.background.run('verification mail', () => sendVerificationMail(app.mailer, options.publicUrl, mail, language));
  };

  addRoute(app, registerRoute, async ({ body, request }) => {
    // The app says its language; an app that does not is taken at its Accept-Language, if ours.
    const acceptLanguage = request.headers['accept-language'];
    const { account, mail } = await register(app.db, body, body.language ?? languageFromHeader(acceptLanguage) ?? null, new Date(), options.newAccountHours);
    mailVerification(mail, acceptLanguage);
    return account;
  });
  addRoute(app, verifyEmailRoute, async ({ body }) => verifyEmail(app.db, body.token));

  app.register(async (scope) => {
    // On top of its write budget: each one sends a mail.
    scope.addHook(
      'preValidation',
      throttle(app, a.tooManyVerificationMails, [
        { max: VERIFICATION_MAILS_PER_HOUR, timeWindow: '1 hour', key: (r) => `verification-mail:${r.auth?.id ?? r.ip}` },
      ]),
    );
    addRoute(scope, resendVerificationRoute, async ({ user, request }) => {
      const { answer, mail } = await resendVerification(app.db, user.id);
      mailVerification(mail, request.headers['accept-language']);
      return answer;
    });
  });

  addRoute(app, getMyAccountRoute, async ({ user }) => getMyAccount(app.db, user.id));
  addRoute(app, updateMyAccountRoute, async ({ user, body }) => updateMyAccount(app.db, app.storage, user.id, body));
  addRoute(app, deleteMyAccountRoute, async ({ user }) => {
    const answer = await eraseMyAccount(app.db, user.id);
    // This process's guard forgets the member's sessions now; others hear it from the database.
    app.callerChanged(user.id);
    return answer;
  });

  addRoute(app, searchPeopleRoute, async ({ user, query }) => searchPeople(app.db, user.id, query));
  addRoute(app, getMemberProfileRoute, async ({ user, params }) => getMemberProfile(app.db, viewerIdOf(user), params.id));
  addRoute(app, memberFollowersRoute, async ({ user, params, query }) => listFollowers(app.db, user.id, params.id, query));
  addRoute(app, memberFollowingRoute, async ({ user, params, query }) => listFollowing(app.db, user.id, params.id, query));
  addRoute(app, blockedMembersRoute, async ({ user, query }) => listBlocked(app.db, user.id, query));

  addRoute(app, followMemberRoute, async ({ user, params, request }) => {
    const { state, notices } = await followMember(app.db, user.id, params.id);
    await publishAfterCommit(app, request.log, notices);
    return state;
  });
  addRoute(app, unfollowMemberRoute, async ({ user, params }) => unfollowMember(app.db, user.id, params.id));
  // Blocks count with follows (the contract says so): both change who is connected to whom.
  addRoute(app, blockMemberRoute, async ({ user, params }) => blockMember(app.db, user.id, params.id));
  addRoute(app, unblockMemberRoute, async ({ user, params }) => unblockMember(app.db, user.id, params.id));
  addRoute(app, reportMemberRoute, async ({ user, params, body }) => reportMember(app.db, user.id, params.id, body));
}
