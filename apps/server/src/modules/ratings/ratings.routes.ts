import type { FastifyInstance } from 'fastify';
import {
  dismissRatingReportsRoute,
  getConversationDealRoute,
  listMemberRatingsRoute,
  listReportedRatingsRoute,
  markDealDoneRoute,
  rateDealRoute,
  removeRatingRoute,
  replyToRatingRoute,
  reportRatingRoute,
} from '@souq/contract/members-ratings';
import { addRoute } from '../../lib/route';
import { publishAfterCommit } from '../member-events/publish-after-commit';
import { getConversationDeal, listMemberRatings, markDealDone, rateDeal, replyToRating, reportRating } from './ratings.service';
import { dismissRatingReports, listReportedRatings, removeRating } from './ratings-staff.service';

/** Members' API: deals marked done in chat and the ratings after them; the console's reported ratings. */
export async function ratingsRoutes(app: FastifyInstance) {
  addRoute(app, getConversationDealRoute, async ({ user, params }) => getConversationDeal(app.db, user.id, params.id));
  addRoute(app, markDealDoneRoute, async ({ user, params }) => markDealDone(app.db, user.id, params.id));
  addRoute(app, rateDealRoute, async ({ user, params, body, request }) => {
    const { rating, notices } = await rateDeal(app.db, user.id, params.id, body);
    await publishAfterCommit(app, request.log, notices);
    return rating;
  });
  addRoute(app, replyToRatingRoute, async ({ user, params, body }) => replyToRating(app.db, user.id, params.id, body.reply));
  addRoute(app, reportRatingRoute, async ({ user, params, body }) => reportRating(app.db, user.id, params.id, body));
  addRoute(app, listMemberRatingsRoute, async ({ params, query }) => listMemberRatings(app.db, params.id, query));

  addRoute(app, listReportedRatingsRoute, async ({ query }) => listReportedRatings(app.db, query));
  addRoute(app, removeRatingRoute, async ({ user, params }) => removeRating(app.db, user.id, params.id));
  addRoute(app, dismissRatingReportsRoute, async ({ user, params }) => dismissRatingReports(app.db, user.id, params.id));
}
