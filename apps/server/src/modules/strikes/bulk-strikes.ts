import { sql, type SQL } from 'drizzle-orm';
import { APP_LANGUAGES } from '@souq/contract/constants';
import type { StrikeAction, StrikeReason, StrikeSubjectType } from '@souq/contract/strikes';
import { pushOfActivity } from '../member-events/member-push';
import { mutedKey } from '../member-activity/activity.queries';
import { DECISION_OF } from './strikes.queries';

/** What every strike of one bulk action shares: who acted, what they did, and why. */
export interface BulkStrike {
  actorId: string;
  action: StrikeAction;
  subjectType: StrikeSubjectType;
  reason: StrikeReason;
  note: string | null;
}

/**
 * The common table expressions that record, for every row of `changed` (columns `id`, the subject,
 * and `member_id`, its member), what `recordStrike` records for one: the strike, its
 * `strike.record` audit row, and (except for a block, told by mail only) the member's inbox item
 * and the push queued in the outbox. Rows without a member, or whose member's account was erased,
 * get none: there is nobody left to tell or to appeal. Set-based on purpose: a bulk
 * action over every matching row may change a million, and these are a handful of statements
 * whatever the count, in the transaction of the change itself.
 *
 * Nothing is published on the live stream: that event carries the item as shaped for its member
 * and their unread count, a read per member that a million-row action cannot afford. Members are
 * told all the same, through the durable paths the single action also takes: the inbox item (read
 * when the inbox or its unread count is next loaded), the push the outbox worker sends once this
 * commits, and the mail the strike mail job sends after the undo window.
 */
export function bulkStrikeCtes(strike: BulkStrike): SQL {
  const { actorId, action, subjectType, reason, note } = strike;
  const struck = sql`struck as (
    insert into strikes (user_id, actor_id, action, subject_type, subject_id, reason, note)
    select changed.member_id, ${actorId}::uuid, ${action}, ${subjectType}, changed.id, ${reason}, ${note}::text
    from changed
    join users members on members.id = changed.member_id and members.deleted_at is null
    returning id, user_id, subject_id
  ),
  strikes_audited as (
    insert into audit_log (actor_id, action, record_type, record_id, before, after)
    select ${actorId}::uuid, 'strike.record', 'strike', struck.id::text, null,
      json_build_object('member_id', struck.user_id, 'action', ${action}::text, 'subject_type', ${subjectType}::text,
        'subject_id', struck.subject_id, 'reason', ${reason}::text, 'note', ${note}::text)::text
    from struck
  )`;
  if (action === 'block' || subjectType === 'user') return struck;
  return sql`${struck}, ${noticeCtes(strike)}`;
}

/**
 * The inbox item and push `recordStaffDecision` writes for one decision, for every row of `struck`:
 * each decision is an item of its own (a group key of its own), always in the inbox, and pushed to
 * the member's devices unless they turned staff decisions' pushes off, in their language.
 */
function noticeCtes({ action, subjectType, reason, note }: BulkStrike): SQL {
  const decision = DECISION_OF[action as keyof typeof DECISION_OF];
  const push = pushOfActivity({ kind: 'moderation', actor: null, subjectType, subjectId: '', decision });
  if (!push) throw new Error('a staff decision always has a push');
  const [subjectKey = 'post_id'] = Object.keys(push.data).filter((key) => key !== 'type');
  const texts = APP_LANGUAGES.map((language) => {
    const words = push.translations?.[language] ?? push;
    return sql`(${language}::text, ${words.title}::text, ${words.body}::text)`;
  });
  return sql`noticed as (
    insert into activity_items (recipient_id, kind, subject_type, subject_id, group_key, decision, reason, reason_category, strike_id)
    select struck.user_id, 'moderation', ${subjectType}, struck.subject_id, 'moderation:' || gen_random_uuid()::text,
      ${decision}, ${note}::text, ${reason}, struck.id
    from struck
  ),
  pushed as (
    insert into push_deliveries (device_token_id, user_id, title, body, data)
    select device_tokens.id, struck.user_id, coalesce(texts.title, ${push.title}), coalesce(texts.body, ${push.body}),
      ${JSON.stringify(push.data)}::jsonb || jsonb_build_object(${subjectKey}::text, struck.subject_id::text)
    from struck
    join users on users.id = struck.user_id and users.deleted_at is null and users.blocked = false
    join device_tokens on device_tokens.user_id = struck.user_id
    left join member_notification_settings settings on settings.user_id = struck.user_id
    left join (values ${sql.join(texts, sql`, `)}) as texts (language, title, body) on texts.language = users.language
    where not coalesce(${mutedKey('moderation', 'push')} = any(settings.muted), false)
  )`;
}
