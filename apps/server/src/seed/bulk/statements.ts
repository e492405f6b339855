import { sql, type SQL } from 'drizzle-orm';
import type { DemoMedia } from '../media';
import { HOME_COUNTRIES } from '../demo-social';
import { POOL, type PhraseKind } from './pools';

/** What every statement of one bulk load shares. */
export interface BulkPlan {
  /** Unique to the run: part of every bulk user's e-mail and id, so a second run adds new people. */
  tag: string;
  /** Users this run adds; they are the authors of everything else it adds. */
  users: number;
  /** How far back the created_at dates reach. */
  historySeconds: number;
  /** The app's time zone: the last row of each table is dated inside its "today". */
  timezone: string;
  /** The one argon2 hash every bulk user shares. */
  passwordHash: string;
  media: DemoMedia;
}

export const BULK_EMAIL_DOMAIN = 'bulk.souq.test';

/**
 * Signups grow over time: user n of N joined `history * (1 - n/N)^GROWTH` ago, so the oldest
 * numbers are the long-time members and a fifth of the users joined in the last four months.
 */
const GROWTH = 1.25;
/** Authors are picked as floor(eligible * random()^SKEW): a few very active members, many quiet ones. */
const AUTHOR_SKEW = 2;

const float = (n: number) => sql.raw(`${n}::float8`);
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}::text`),
    sql`, `,
  )}]`;

export function bulkSql(plan: BulkPlan) {
  const N = float(plan.users);
  const H = float(plan.historySeconds);
  /** A bulk user's id from its number: no lookup needed to point at user n. */
  const uid = (n: SQL) => sql`md5(${plan.tag} || ':' || (${n})::text)::uuid`;
  /** 55 % of the members write in Arabic; a member's number tells which. */
  const lang = (n: SQL) => sql`(case when ((${n})::bigint * 2654435761) % 100 < 55 then 'ar' else 'en' end)`;
  const secondsAgo = (seconds: SQL) => sql`(now() - (${seconds}) * interval '1 second')`;
  const userJoined = (n: SQL) => secondsAgo(sql`${H} * power(1 - ((${n})::float8 + 0.5) / ${N}, ${float(GROWTH)})`);
  /** Members who had joined by `at` (numbers 0..eligible-1), at least one. */
  const eligible = (at: SQL) =>
    sql`greatest(1, least(${N}, floor(${N} * (1 - power(least(1, extract(epoch from now() - ${at})::float8 / ${H}), ${float(1 / GROWTH)})) + 0.5)))::int`;
  /** Activity dated since the first member joined, denser towards now (power > 1). */
  const firstJoined = plan.historySeconds * (1 - 0.5 / plan.users) ** GROWTH;
  const recentAt = (power: number) => secondsAgo(sql`${float(firstJoined)} * power(random(), ${float(power)})`);
  /** Midway through the app's current day: the last row of each table lands in "today". */
  const today = sql`(select d + (now() - d) / 2 from (select date_trunc('day', now() at time zone ${plan.timezone}) at time zone ${plan.timezone} as d) day)`;
  const pickPhrase = (kind: PhraseKind, langOf: SQL, index: SQL) =>
    sql`(select body from seed_phrases where kind = ${kind} and lang = ${langOf} and i = ${index})`;
  const randomIndex = (size: number) => sql`floor(random() * ${size})::int`;
  const series = (from: number, to: number) => sql`generate_series(${from}::bigint, ${to - 1}::bigint)`;

  const homes = HOME_COUNTRIES;
  const avatars = plan.media.avatars;

  return {
    users: (from: number, to: number) => sql`
      insert into users (id, name, email, password_hash, role, photo, gender, phone, country_id, active, blocked, deleted_at, created_at, updated_at)
      select ${uid(sql`s.n`)}, nm.name, nm.local || '.' || s.n || '.' || ${plan.tag} || ${`@${BULK_EMAIL_DOMAIN}`}, ${plan.passwordHash}, 'user',
        case when s.r_photo < 0.85 then (${textArray(avatars)})[1 + s.n % ${avatars.length}] end,
        nm.gender,
        case when s.home = 0 then '+965' || (array['5', '6', '9'])[1 + floor(random() * 3)::int] || lpad(floor(random() * 1e7)::bigint::text, 7, '0')
          else '+' || (${textArray(homes.map((h) => h[1]))})[s.home] || (${textArray(homes.map((h) => h[2]))})[s.home]
            || lpad(floor(random() * power(10, (${textArray(homes.map((h) => String(h[3])))})[s.home]::int))::bigint::text,
                    (${textArray(homes.map((h) => String(h[3])))})[s.home]::int, '0') end,
        case when s.home = 0 then 'KW' else (${textArray(homes.map((h) => h[0]))})[s.home] end,
        s.r_active < 0.87, s.r_blocked < 0.04,
        -- The member dated "today" stays, or the dashboard's TODAY card could read 0 at small sizes.
        case when s.r_deleted < 0.01 and s.n <> ${plan.users - 1} then s.at + (now() - s.at) * random() end,
        s.at, s.at
      from (select n, ${lang(sql`n`)} as lang, ${randomIndex(POOL.names)} as pick,
              random() as r_photo, random() as r_active, random() as r_blocked, random() as r_deleted,
              case when random() < 0.78 then 0 else 1 + floor(random() * ${homes.length})::int end as home,
              case when n = ${plan.users - 1} then greatest(${userJoined(sql`n`)}, ${today}) else ${userJoined(sql`n`)} end as at
            from ${series(from, to)} n offset 0) s
      join seed_names nm on nm.lang = s.lang and nm.i = s.pick`,

    /**
     * Posts with their likes, shares, comments and reports in one statement. Popularity follows a
     * power law (most posts get a few likes, a few get thousands) and favours recent posts;
     * comments and shares follow the likes (a share per member, from the post's first likers); reactions come soon after the post, from members who
     * had joined by then. The post's counters are the numbers of rows written with it.
     */
    posts: (from: number, to: number, last: number) => sql`
      with src as materialized (
        select n, gen_random_uuid() as id, case when n = ${last} then ${today} else ${recentAt(1.6)} end as at,
          random() as pop, random() as r_author, random() as r_active, random() as r_deleted, random() as r_like_start
        from ${series(from, to)} n
      ), p as materialized (
        select s.*, ${eligible(sql`s.at`)} as eligible,
          1 - extract(epoch from now() - s.at)::float8 / ${H} as recency
        from src s
      ), q as materialized (
        select p.*, floor(p.eligible * power(p.r_author, ${float(AUTHOR_SKEW)}))::int as author,
          -- The day's last post gets a few of each, so "today" has reactions at any size.
          greatest(case when p.n = ${last} then least(p.eligible, 3) else 0 end,
            least(p.eligible, 20000, floor((floor(2 * power(greatest(p.pop, 1e-9), -0.6667)) - 2) * (0.4 + 0.6 * p.recency))))::int as likes
        from p
      ), r as materialized (
        select q.*, ${lang(sql`q.author`)} as lang, ${randomIndex(POOL.posts)} as text_i,
          greatest(case when q.n = ${last} then 1 else 0 end, floor(q.likes * random() * 0.6))::int as n_comments,
          greatest(case when q.n = ${last} then 1 else 0 end, floor(q.likes * power(random(), 2) * 0.3))::int as n_shares,
          (case when random() < 0.015 then 1 + floor(random() * 3) else 0 end + case when q.likes > 300 then 3 else 0 end)::int as n_reports,
          floor(q.eligible * power(q.r_like_start, 2))::int as like_start,
          case when q.r_deleted < 0.02 and q.n <> ${last} then q.at + (now() - q.at) * random() end as deleted_at
        from q
      ), ins_posts as (
        insert into posts (id, user_id, title, description, type, url, media, active, total_likes, total_shares, total_comments, deleted_at, created_at, updated_at)
        select r.id, ${uid(sql`r.author`)}, t.title, t.description, t.type, t.url, t.media, r.r_active < 0.93,
          r.likes, r.n_shares, r.n_comments, r.deleted_at, r.at, coalesce(r.deleted_at, r.at)
        from r join seed_post_texts t on t.lang = r.lang and t.i = r.text_i
        returning 1
      ), ins_likes as (
        insert into post_likes (post_id, user_id, created_at)
        select r.id, ${uid(sql`(r.like_start + g) % r.eligible`)}, r.at + (now() - r.at) * power(random(), 4)
        from r, generate_series(1, r.likes) g
        returning 1
      ), ins_shares as (
        insert into post_shares (post_id, user_id, created_at)
        select r.id, ${uid(sql`(r.like_start + g) % r.eligible`)}, r.at + (now() - r.at) * power(random(), 4)
        from r, generate_series(1, r.n_shares) g
        returning 1
      ), ins_comments as (
        insert into comments (post_id, user_id, comments, created_at)
        select c.id, ${uid(sql`c.who`)}, ${pickPhrase('comment', lang(sql`c.who`), sql`c.phrase`)}, c.at
        from (select r.id, floor(r.eligible * power(random(), 2))::int as who, ${randomIndex(POOL.phrases)} as phrase,
                r.at + (now() - r.at) * power(random(), 3) as at
              from r, generate_series(1, r.n_comments) g offset 0) c
        returning 1
      ), ins_reports as (
        insert into post_reports (post_id, reported_user_id, report_description, created_at)
        select c.id, ${uid(sql`c.who`)}, ${pickPhrase('post_report', lang(sql`c.who`), sql`c.phrase`)}, c.at
        from (select r.id, floor(r.eligible * random())::int as who, ${randomIndex(POOL.phrases)} as phrase,
                r.at + (now() - r.at) * power(random(), 2) as at
              from r, generate_series(1, r.n_reports) g offset 0) c
        returning 1
      )
      select (select count(*) from ins_posts)::int as posts, (select count(*) from ins_likes)::int as likes,
        (select count(*) from ins_shares)::int as shares, (select count(*) from ins_comments)::int as comments,
        (select count(*) from ins_reports)::int as reports`,

    stories: (from: number, to: number, last: number) => sql`
      insert into stories (user_id, story_type, story_url, thumbnail_url, description, active, created_at)
      select case when s.r_owner < 0.97 then ${uid(sql`s.owner`)} end,
        case when s.video then 'video'::story_type else 'image'::story_type end,
        case when s.video then ${plan.media.video} else (${textArray(plan.media.storyImages)})[1 + s.n % ${plan.media.storyImages.length}] end,
        case when s.video then ${plan.media.videoThumbnail} end,
        ${pickPhrase('story', lang(sql`s.owner`), sql`s.phrase`)}, s.r_active < 0.9, s.at
      from (select n, random() as r_owner, random() < 0.25 as video, random() as r_active, ${randomIndex(POOL.phrases)} as phrase,
              case when n = ${last} then ${today} else ${recentAt(1.3)} end as at,
              floor(${N} * power(random(), ${float(AUTHOR_SKEW)}))::int as owner
            from ${series(from, to)} n offset 0) s`,

    /** Listings from the pool (type, country, place, text and photos agree), by members who had joined. */
    classifieds: (from: number, to: number, last: number) => sql`
      insert into classified_posts (user_id, category_id, sub_category_id, title, description, price, mobile, address, country_id,
        district_id, area_id, image_url, media, details, active, created_at, updated_at)
      select ${uid(sql`s.poster`)}, t.category_id, t.sub_category_id, t.title, t.description, t.price, t.mobile, t.address, t.country_id,
        t.district_id, t.area_id, t.image_url, t.media, t.details, s.r_active < 0.9, s.at, s.at
      from (select a.*, ${lang(sql`a.poster`)} as lang from
              (select n, at, random() as r_active, ${randomIndex(POOL.classifieds)} as pick,
                 floor(${eligible(sql`at`)} * power(random(), 1.5))::int as poster
               from (select n, case when n = ${last} then ${today} else ${recentAt(1.4)} end as at from ${series(from, to)} n offset 0) d
               offset 0) a) s
      join seed_classifieds t on t.lang = s.lang and t.i = s.pick`,

    /**
     * Who follows whom: every member follows 1 to 31 others (most a handful), and followees are
     * drawn with a steep power law, so the first few members have 100k followers at a million
     * members while most have under 100. Each member's follows are written by one chunk, so
     * DISTINCT ON inside the statement is enough to keep (follower, followee) unique.
     */
    follows: (from: number, to: number) => sql`
      insert into follows (follower_id, followee_id, created_at)
      select distinct on (f.follower, f.followee) ${uid(sql`f.follower`)}, ${uid(sql`f.followee`)},
        f.since + (now() - f.since) * power(random(), 2)
      from (select s.n as follower, g.followee, greatest(${userJoined(sql`s.n`)}, ${userJoined(sql`g.followee`)}) as since
            from (select n, 1 + floor(30 * power(random(), 3))::int as k from ${series(from, to)} n offset 0) s,
              lateral (select floor(${N} * power(random(), 4))::int as followee from generate_series(1, s.k) offset 0) g
            offset 0) f
      where f.followee <> f.follower`,

    /** Numbers the listings once, so favourites and conversations can pick one by number. */
    numberListings: () => sql`
      create temp table seed_listings on commit drop as
        select (row_number() over (order by created_at, id) - 1)::int as i, id, user_id, created_at from classified_posts where active`,
    indexListings: () => sql`create index on seed_listings (i)`,

    /** A few favourite listings per member, popular listings favoured (one chunk per member: unique). */
    favourites: (from: number, to: number, listings: number) => sql`
      insert into classified_favourites (user_id, classified_id, created_at)
      select distinct on (f.member, l.id) ${uid(sql`f.member`)}, l.id, greatest(l.created_at, f.joined) + (now() - greatest(l.created_at, f.joined)) * random()
      from (select s.n as member, s.joined, g.pick
            from (select n, floor(6 * power(random(), 3))::int as k, ${userJoined(sql`n`)} as joined from ${series(from, to)} n offset 0) s,
              lateral (select floor(${float(listings)} * power(random(), 1.5))::int as pick from generate_series(1, s.k) offset 0) g
            offset 0) f
      join seed_listings l on l.i = f.pick`,

    /**
     * Conversations about listings with their messages, alternating buyer and seller, dated
     * after both the listing and the buyer existed. Conversation n's buyer is n times a prime
     * modulo the member count: distinct for up to one conversation per member, so
     * (listing, buyer) stays unique without a lookup.
     */
    conversations: (from: number, to: number, listings: number, prime: number) => sql`
      with c as materialized (
        select gen_random_uuid() as id, l.id as classified_id, l.user_id as seller_id, ${uid(sql`s.buyer`)} as buyer_id, s.msgs,
          ${lang(sql`s.buyer`)} as lang,
          greatest(l.created_at, ${userJoined(sql`s.buyer`)}) as start, power(random(), 3) as span, random() as r_read
        from (select n, ((n * ${sql.raw(String(prime))}::bigint + 13) % ${sql.raw(String(plan.users))})::int as buyer,
                floor(${float(listings)} * power(random(), 1.5))::int as pick, 1 + floor(12 * power(random(), 2))::int as msgs
              from ${series(from, to)} n offset 0) s
        join seed_listings l on l.i = s.pick
        where l.user_id <> ${uid(sql`s.buyer`)}
      ), ins_conversations as (
        insert into conversations (id, classified_id, buyer_id, seller_id, last_message_at, buyer_read_at, seller_read_at, created_at)
        select c.id, c.classified_id, c.buyer_id, c.seller_id, c.start + (now() - c.start) * c.span,
          case when c.r_read < 0.8 then c.start + (now() - c.start) * c.span end,
          case when c.r_read < 0.6 then c.start + (now() - c.start) * c.span end, c.start
        from c
        returning 1
      ), ins_messages as (
        insert into conversation_messages (conversation_id, sender_id, body, created_at)
        select c.id, case when g % 2 = 1 then c.buyer_id else c.seller_id end,
          ${pickPhrase('comment', sql`c.lang`, sql`((g + abs(hashtext(c.id::text))) % ${POOL.phrases})::int`)}, c.start + (now() - c.start) * c.span * (g::float8 / c.msgs)
        from c, generate_series(1, c.msgs) g
        returning 1
      )
      select (select count(*) from ins_conversations)::int as conversations, (select count(*) from ins_messages)::int as messages`,

    userReports: (from: number, to: number) => sql`
      insert into user_reports (user_id, reported_user_id, reason, created_at)
      select ${uid(sql`s.reporter`)}, ${uid(sql`case when s.reported = s.reporter then (s.reported + 1) % ${plan.users} else s.reported end`)},
        ${pickPhrase('user_report', lang(sql`s.reporter`), sql`s.phrase`)}, s.at
      from (select n, floor(${N} * random())::int as reporter, floor(${N} * power(random(), 1.5))::int as reported,
              ${randomIndex(POOL.phrases)} as phrase, ${recentAt(1.5)} as at
            from ${series(from, to)} n offset 0) s`,
  };
}
