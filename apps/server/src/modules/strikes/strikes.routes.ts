import type { FastifyInstance } from 'fastify';
import {
  appealBlockRoute,
  appealQueueRoute,
  appealStrikeRoute,
  decideAppealRoute,
  myStrikesRoute,
  undoStrikeRoute,
  userStrikesRoute,
} from '@souq/contract/strikes';
import { addRoute } from '../../lib/route';
import { publishAfterCommit } from '../member-events/publish-after-commit';
import { appealBlock, appealQueue, appealStrike, decideAppeal, myStrikes, undoStrike, userStrikes } from './strikes.service';

/** Strikes: the members' decisions and appeals, staff's undo, records and appeals queue. */
export async function strikesRoutes(app: FastifyInstance, options: { secret: string }) {
  addRoute(app, myStrikesRoute, async ({ user }) => myStrikes(app.db, user.id));
  addRoute(app, appealStrikeRoute, async ({ user, params, body }) => appealStrike(app.db, user.id, params.id, body));
  addRoute(app, appealBlockRoute, async ({ body }) => appealBlock(app.db, options.secret, body));
  addRoute(app, userStrikesRoute, async ({ query }) => userStrikes(app.db, query.user_id));
  addRoute(app, undoStrikeRoute, async ({ user, body }) => {
    const { strike } = await undoStrike(app.db, user.id, body);
    return strike;
  });
  addRoute(app, appealQueueRoute, async ({ query }) => appealQueue(app.db, query.cursor));
  addRoute(app, decideAppealRoute, async ({ user, body, request }) => {
    const { strike, notices } = await decideAppeal(app.db, user.id, body);
    await publishAfterCommit(app, request.log, notices);
    return strike;
  });
}
