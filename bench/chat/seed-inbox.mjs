import pg from 'pg';

/**
 * A busy inbox straight in SQL: members with one conversation each and ten messages per
 * conversation, plus visitors' conversations; a spread of statuses and activity times. Each
 * message ends in a reference of its own (10 hex digits), so message search has rare words
 * to find as well as common ones. Messages are inserted oldest first, so ids follow time as
 * in a live inbox (not one block of ids per message number).
 */
export async function seedInbox(databaseUrl, { members, visitors, messagesPerConversation }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `
      INSERT INTO users (username, email, password, "firstName", "lastName")
      SELECT 'member_' || n, 'member_' || n || '@example.com', 'not-a-real-hash', 'First' || n, 'Last' || n
        FROM generate_series(1, $1) AS n`,
      [members],
    );
    await client.query(`
      INSERT INTO conversations ("userId", status, "lastMessageAt", "closedAt")
      SELECT id, (ARRAY['open','waiting','closed'])[1 + (row_number() OVER ()) % 3],
             now() - (random() * interval '30 days'), CASE WHEN random() < 0.3 THEN now() - random() * interval '2 days' END
        FROM users WHERE username LIKE 'member\\_%'`);
    await client.query(
      `
      INSERT INTO messages ("conversationId", "senderId", content, "isFromAdmin", "readAt", "createdAt")
      SELECT c.id, c."userId", 'Seeded message ' || m || ' ref ' || left(md5(c.id::text || m), 10), m % 2 = 0, CASE WHEN m < $1 - 1 THEN now() END, c."lastMessageAt" - (m || ' minutes')::interval
        FROM conversations c, generate_series(1, $1) AS m
       ORDER BY c."lastMessageAt" - (m || ' minutes')::interval`,
      [messagesPerConversation],
    );
    await client.query(
      `
      INSERT INTO anonymous_conversations ("deviceId", "displayName", kind, "visitorKey", status, "lastMessageAt")
      SELECT 'device-' || n, CASE WHEN n % 2 = 0 THEN 'Guest-' || n END, CASE WHEN n % 3 = 0 THEN 'guest' ELSE 'device' END,
             md5(n::text) || md5((n + 1)::text), (ARRAY['open','waiting','closed'])[1 + n % 3], now() - (random() * interval '30 days')
        FROM generate_series(1, $1) AS n`,
      [visitors],
    );
    await client.query(
      `
      INSERT INTO anonymous_messages ("conversationId", "deviceId", content, "isFromAdmin", "createdAt")
      SELECT c.id, c."deviceId", 'Seeded visitor message ' || m || ' ref ' || left(md5(c.id::text || m), 10), m % 2 = 0, c."lastMessageAt" - (m || ' minutes')::interval
        FROM anonymous_conversations c, generate_series(1, $1) AS m
       ORDER BY c."lastMessageAt" - (m || ' minutes')::interval`,
      [messagesPerConversation],
    );
    // What storing the first message sets: the admin lists show only conversations with one.
    for (const table of ['conversations', 'anonymous_conversations'])
      await client.query(
        `UPDATE ${table} SET "firstMessageAt" = "lastMessageAt" - ($1 || ' minutes')::interval`,
        [messagesPerConversation],
      );
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

/**
 * `count` references of random seeded messages of one table (its 6-character start, which
 * matches that message and a handful of others), for message search to find.
 */
export async function messageReferences(databaseUrl, table, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT substr(content, strpos(content, ' ref ') + 5, 6) AS ref FROM ${table} TABLESAMPLE SYSTEM (1) LIMIT $1`,
      [count],
    );
    return rows.map((row) => row.ref);
  } finally {
    await client.end();
  }
}

/** The plan of a query, and whether it scans a chat table sequentially. */
export async function planOf(databaseUrl, sql, parameters = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`EXPLAIN ${sql}`, parameters);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    const sequentialScans = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1]);
    return { plan, sequentialScans };
  } finally {
    await client.end();
  }
}
