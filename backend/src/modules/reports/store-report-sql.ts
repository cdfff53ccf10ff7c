import { STORE_PACKAGE_ID } from '@club/contracts';
import { VIP_DAYS } from '../payments/store-packages.js';
import { DAYS, END_OF_DAY, RANGE_END, RANGE_START, CLUB_DAY } from './report-sql.js';

/*
 * The store reports' SQL; parameters and days as in report-sql.ts. Each query answers one row
 * per day of the range, in order. docs/decisions.md ("Store reports") says why each is counted
 * the way it is.
 */

/** Money the club keeps: a refund still pending leaves the package granted, so it counts. */
const KEPT = `('succeeded', 'refund_pending')`;
/** Money taken for the package, whatever happened to it later. */
const PAID = `('succeeded', 'refund_pending', 'refunded')`;

const PACKAGE_IDS = Object.values(STORE_PACKAGE_ID);

/** Per day: the kept payments' amounts per package and in all (cents). */
export const REVENUE_SQL = `
WITH ${DAYS},
per_day AS (
  SELECT ${CLUB_DAY('p."createdAt"')} AS day,
         ${PACKAGE_IDS.map((id) => `sum(p.amount) FILTER (WHERE p."packageId" = '${id}') AS "${id}"`).join(',\n         ')},
         sum(p.amount) AS total
  FROM payments p
  WHERE p.status IN ${KEPT} AND p."createdAt" >= ${RANGE_START} AND p."createdAt" < ${RANGE_END}
  GROUP BY 1
)
SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
       ${PACKAGE_IDS.map((id) => `COALESCE(per_day."${id}", 0)::int AS "${id}"`).join(',\n       ')},
       COALESCE(per_day.total, 0)::int AS total
FROM days LEFT JOIN per_day ON per_day.day = days.day
ORDER BY days.day`;

/** Per day: accounts created that day with the member role. */
export const MEMBERS_SQL = `
WITH ${DAYS},
per_day AS (
  SELECT ${CLUB_DAY('u."createdAt"')} AS day, count(*)::int AS n
  FROM users u
  WHERE u.role = 'user' AND u."createdAt" >= ${RANGE_START} AND u."createdAt" < ${RANGE_END}
  GROUP BY 1
)
SELECT to_char(days.day, 'YYYY-MM-DD') AS day, COALESCE(per_day.n, 0) AS "newMembers"
FROM days LEFT JOIN per_day ON per_day.day = days.day
ORDER BY days.day`;

/** A member's VIP and premium purchases whose package they still have. */
const VIP_GRANT = `p."packageId" IN ('${STORE_PACKAGE_ID.vip}', '${STORE_PACKAGE_ID.premium}')
    AND p."userId" IS NOT NULL AND p.status IN ${KEPT}`;

const VIP = `make_interval(days => ${VIP_DAYS})`;
const FIRST_DAY_END = END_OF_DAY('$1::date');

/**
 * Per day: members whose VIP was running at the end of it, replayed from their VIP and premium
 * purchases (refunded ones are left out; decisions.md says what that misses). Fulfilment sets
 * the end to `max(paid at, previous end) + 30 days`; unrolled over a member's k-th purchase that
 * is `max over j ≤ k of (paid_j − 30j days) + 30(k+1) days`, a running maximum, so one window
 * pass gives every purchase's end. Each purchase adds the stretch from `max(paid at, previous
 * end)` to its end, and one member's stretches never overlap, so the members with VIP at an
 * instant are the stretches around it: each stretch counts +1 from its first day and −1 from
 * the day it ends on (an end at midnight ends the day before), added up day by day.
 */
export const VIPS_SQL = `
WITH ${DAYS},
numbered AS (
  SELECT p."userId", p."createdAt" AS paid_at, p.id,
         row_number() OVER (PARTITION BY p."userId" ORDER BY p."createdAt", p.id) AS k
  FROM payments p
  WHERE ${VIP_GRANT} AND p."createdAt" < ${RANGE_END}
),
ends AS (
  SELECT "userId", paid_at, id,
         max(paid_at - k * ${VIP}) OVER (PARTITION BY "userId" ORDER BY paid_at, id)
           + (k + 1) * ${VIP} AS ends_at
  FROM numbered
),
stretches AS (
  SELECT GREATEST(paid_at, lag(ends_at) OVER (PARTITION BY "userId" ORDER BY paid_at, id))
           AS starts_at,
         ends_at
  FROM ends
),
changes AS (
  SELECT day, sum(change) AS change
  FROM stretches,
       LATERAL (VALUES (GREATEST(${CLUB_DAY('starts_at')}, $1::date), 1),
                       (${CLUB_DAY(`(ends_at - interval '1 microsecond')`)}, -1)) AS c(day, change)
  WHERE ends_at > ${FIRST_DAY_END}
  GROUP BY day
)
SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
       (sum(COALESCE(changes.change, 0)) OVER (ORDER BY days.day))::int AS "activeVips"
FROM days LEFT JOIN changes ON changes.day = days.day
ORDER BY days.day`;

/** Per day: packages chosen (checkouts) and, of those, the ones paid for since. */
export const CONVERSION_SQL = `
WITH ${DAYS},
per_day AS (
  SELECT ${CLUB_DAY('c."createdAt"')} AS day, count(*)::int AS chosen,
         count(p.id) FILTER (WHERE p.status IN ${PAID})::int AS paid
  FROM store_checkouts c
  -- A payment follows its checkout, so only payments since the range began can be one.
  LEFT JOIN payments p ON p."stripePaymentIntentId" = c."stripePaymentIntentId"
    AND p."createdAt" >= ${RANGE_START}
  WHERE c."createdAt" >= ${RANGE_START} AND c."createdAt" < ${RANGE_END}
  GROUP BY 1
)
SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
       COALESCE(per_day.chosen, 0) AS chosen, COALESCE(per_day.paid, 0) AS paid
FROM days LEFT JOIN per_day ON per_day.day = days.day
ORDER BY days.day`;

/**
 * Deposits closed in chat: the payment requests sent in the range, those of them paid by now (and
 * of those, the demo confirmations, which took no money), and the median seconds from sending to
 * payment over the paid ones.
 */
export const CHAT_DEPOSITS_SQL = `
SELECT count(*)::int AS sent,
       (count(*) FILTER (WHERE r.status = 'paid'))::int AS paid,
       (count(*) FILTER (WHERE r.status = 'paid' AND r.demo))::int AS "demoPaid",
       percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM r."closedAt" - r."createdAt"))
         FILTER (WHERE r.status = 'paid') AS "medianSecondsToPay"
FROM payment_requests r
WHERE r."createdAt" >= ${RANGE_START} AND r."createdAt" < ${RANGE_END}`;
