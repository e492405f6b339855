import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptOfferRoute, counterOfferRoute, declineOfferRoute, makeOfferRoute, withdrawOfferRoute } from '@souq/contract/members-offers-routes';
import type { ChatMessage } from '@souq/contract/members-chat';
import { addRoute } from '../../lib/route';
import { publishAfterCommit } from '../member-events/publish-after-commit';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { answerOffer, makeOffer } from './chat-offers.service';

/** Members' API: offers in chat. Each step is a message; the other member hears it once it has committed. */
export async function chatOffersRoutes(app: FastifyInstance, options: { publicUrl?: string } = {}) {
  const souqHost = options.publicUrl ? new URL(options.publicUrl).hostname : '';
  const delivered = async (request: FastifyRequest, step: Promise<{ message: ChatMessage; notice: MemberNotice }>) => {
    const { message, notice } = await step;
    await publishAfterCommit(app, request.log, [notice]);
    return message;
  };

  addRoute(app, makeOfferRoute, async ({ user, params, body, request }) => delivered(request, makeOffer(app.db, user.id, params.id, body.amount, souqHost)));
  addRoute(app, counterOfferRoute, async ({ user, params, body, request }) =>
    delivered(request, answerOffer(app.db, user.id, params.id, { action: 'counter', amount: body.amount, reserveDays: body.reserveDays }, souqHost)),
  );
  addRoute(app, acceptOfferRoute, async ({ user, params, body, request }) =>
    delivered(request, answerOffer(app.db, user.id, params.id, { action: 'accept', reserveDays: body.reserveDays }, souqHost)),
  );
  addRoute(app, declineOfferRoute, async ({ user, params, request }) =>
    delivered(request, answerOffer(app.db, user.id, params.id, { action: 'decline' }, souqHost)),
  );
  addRoute(app, withdrawOfferRoute, async ({ user, params, request }) =>
    delivered(request, answerOffer(app.db, user.id, params.id, { action: 'withdraw' }, souqHost)),
  );
}
