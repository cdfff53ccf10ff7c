import { DAYS, END_OF_DAY, RANGE_END, RANGE_START, CLUB_DAY } from './report-sql.js';

/* The desk reports' SQL over both inbox lists; parameters and days as in report-sql.ts. */

const MEDIAN_SECONDS = (from: string, to: string) =>
  `percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${to} - ${from})::float8)`;

/**
 * One row per conversation started in the range (with a message: empty ones are no one's work): when its customer first wrote, when and by whom
 * it was first answered by an admin after that (bot messages have no sender and do not count),
 * when it was closed, and who holds it (the assignee, else the admin who last handled it).
 */
function factsOf(conversations: string, messages: string, senderColumn: string): string {
  return `
    SELECT c."createdAt", c."closedAt", COALESCE(c."assigneeId", c."adminId") AS holder,
           first_customer.at AS first_customer_at,
           first_response."createdAt" AS first_response_at, first_response.responder
    FROM ${conversations} c
    LEFT JOIN LATERAL (
      SELECT min(m."createdAt") AS at FROM ${messages} m
      WHERE m."conversationId" = c.id AND NOT m."isFromAdmin"
    ) first_customer ON true
    LEFT JOIN LATERAL (
      SELECT m."createdAt", m."${senderColumn}" AS responder FROM ${messages} m
      WHERE m."conversationId" = c.id AND m."isFromAdmin" AND m."${senderColumn}" IS NOT NULL
        AND m."createdAt" > first_customer.at
      ORDER BY m."createdAt", m.id
      LIMIT 1
    ) first_response ON true
    WHERE c."createdAt" >= ${RANGE_START} AND c."createdAt" < ${RANGE_END}
      AND c."firstMessageAt" IS NOT NULL`;
}

const FACTS = `facts AS (
  ${factsOf('conversations', 'messages', 'senderId')}
  UNION ALL
  ${factsOf('anonymous_conversations', 'anonymous_messages', 'adminSenderId')}
)`;

/** Per day: started, median first response and resolution of that day's conversations, backlog. */
export const DAYS_SQL = `
WITH ${FACTS}, ${DAYS},
per_day AS (
  SELECT ${CLUB_DAY('f."createdAt"')} AS day,
         count(*)::int AS started,
         ${MEDIAN_SECONDS('f.first_customer_at', 'f.first_response_at')}
           FILTER (WHERE f.first_response_at IS NOT NULL) AS first_response,
         ${MEDIAN_SECONDS('f."createdAt"', 'f."closedAt"')}
           FILTER (WHERE f."closedAt" IS NOT NULL) AS resolution
  FROM facts f GROUP BY 1
),
every_conversation AS (
  SELECT "createdAt", "closedAt" FROM conversations WHERE "firstMessageAt" IS NOT NULL
  UNION ALL
  SELECT "createdAt", "closedAt" FROM anonymous_conversations WHERE "firstMessageAt" IS NOT NULL
)
SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
       COALESCE(per_day.started, 0) AS started,
       per_day.first_response AS "medianFirstResponseSeconds",
       per_day.resolution AS "medianResolutionSeconds",
       (SELECT count(*)::int FROM every_conversation c
        WHERE c."createdAt" < ${END_OF_DAY('days.day')}
          AND (c."closedAt" IS NULL OR c."closedAt" >= ${END_OF_DAY('days.day')})
       ) AS "openAtEndOfDay"
FROM days LEFT JOIN per_day ON per_day.day = days.day
ORDER BY days.day`;

/** Per admin: first responses written and conversations resolved, with their medians. */
export const ADMINS_SQL = `
WITH ${FACTS},
responses AS (
  SELECT f.responder AS admin, count(*)::int AS n,
         ${MEDIAN_SECONDS('f.first_customer_at', 'f.first_response_at')} AS median
  FROM facts f WHERE f.responder IS NOT NULL GROUP BY 1
),
resolutions AS (
  SELECT f.holder AS admin, count(*)::int AS n,
         ${MEDIAN_SECONDS('f."createdAt"', 'f."closedAt"')} AS median
  FROM facts f WHERE f."closedAt" IS NOT NULL AND f.holder IS NOT NULL GROUP BY 1
),
admins AS (SELECT admin FROM responses UNION SELECT admin FROM resolutions)
SELECT u.id AS "adminId", u.username,
       COALESCE(r.n, 0) AS "firstResponses", r.median AS "medianFirstResponseSeconds",
       COALESCE(s.n, 0) AS resolved, s.median AS "medianResolutionSeconds"
FROM admins a
JOIN users u ON u.id = a.admin
LEFT JOIN responses r ON r.admin = a.admin
LEFT JOIN resolutions s ON s.admin = a.admin
ORDER BY u.username`;

/** Customer messages in the range by the club's hour of day and ISO weekday (1 = Monday). */
export const BUSY_HOURS_SQL = `
SELECT extract(hour FROM m."createdAt" AT TIME ZONE $3)::int AS hour,
       extract(isodow FROM m."createdAt" AT TIME ZONE $3)::int AS weekday,
       count(*)::int AS messages
FROM (
  SELECT "createdAt" FROM messages WHERE NOT "isFromAdmin"
  UNION ALL
  SELECT "createdAt" FROM anonymous_messages WHERE NOT "isFromAdmin"
) m
WHERE m."createdAt" >= ${RANGE_START} AND m."createdAt" < ${RANGE_END}
GROUP BY 1, 2`;
