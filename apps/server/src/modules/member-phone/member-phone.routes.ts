import type { FastifyInstance } from 'fastify';
import { PHONE_CODE_TTL_MINUTES, sendPhoneCodeRoute, updatePhoneSettingsRoute, verifyPhoneRoute } from '@souq/contract/members-phone';
import { messages } from '@souq/contract/messages';
import { toE164 } from '@souq/contract/phone-number';
import { fillTemplate } from '@souq/contract/fill-template';
import { languageFromHeader, phoneCodeTexts } from '@souq/contract/server-language';
import { AppError } from '../../lib/errors';
import { addRoute } from '../../lib/route';
import { confirmPhone, requestPhoneCode, setShowPhone } from './member-phone.service';

const a = messages.members.account;

/** Codes one number receives in an hour, whoever asks: nobody can flood a stranger's phone with texts. */
export const CODES_PER_NUMBER_PER_HOUR = 5;

/** The number a raw body names, as the throttle keys it; junk names none (and is refused by the schema). */
function numberOf(body: unknown): string | null {
  const phone = (body as { phone?: unknown } | null)?.phone;
  return typeof phone === 'string' && phone.length <= 30 ? toE164(phone) : null;
}

/** Members' API: confirming a phone number with a texted code, and showing it on listings. */
export async function memberPhoneRoutes(app: FastifyInstance, options: { secret: string }) {
  app.register(async (scope) => {
    const perNumber = app.createRateLimit({
      max: CODES_PER_NUMBER_PER_HOUR,
      timeWindow: '1 hour',
      keyGenerator: (request) => `phone-code-number:${numberOf(request.body) ?? ''}`,
    });
    scope.addHook('preValidation', async (request, reply) => {
      if (request.method !== 'POST' || !numberOf(request.body)) return;
      const result = await perNumber(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
        throw new AppError(429, a.tooManyCodes);
      }
    });
    addRoute(scope, sendPhoneCodeRoute, async ({ user, body, request }) => {
      const { answer, send } = await requestPhoneCode(app.db, options.secret, user.id, body.phone);
      if (send) {
        const language = send.language ?? languageFromHeader(request.headers['accept-language']) ?? 'en';
        const text = fillTemplate(phoneCodeTexts[language], { code: send.code, minutes: PHONE_CODE_TTL_MINUTES });
        try {
          await app.sms.send({ to: send.to, body: text });
        } catch (error) {
          request.log.error({ err: error }, 'phone code not sent');
          throw new AppError(503, a.codeNotSent);
        }
      }
      return answer;
    });
  });
  addRoute(app, verifyPhoneRoute, async ({ user, body }) => confirmPhone(app.db, options.secret, user.id, body.code));
  addRoute(app, updatePhoneSettingsRoute, async ({ user, body }) => setShowPhone(app.db, user.id, body.showPhone));
}
