// The polling baseline: a bare `http` server that answers each poll with one SELECT of the
// conversation's messages after the client's last id, as JSON.
import { createServer } from 'node:http';
import pg from 'pg';

const { DATABASE_URL, PORT } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
const MESSAGES_PATH = /^\/conversations\/([0-9a-f-]{36})\/messages$/;

const server = createServer(async (request, response) => {
  const url = new URL(request.url, 'http://baseline');
  const conversationId = MESSAGES_PATH.exec(url.pathname)?.[1];
  if (!conversationId) {
    response.writeHead(404).end();
    return;
  }
  const { rows } = await pool.query(
    `SELECT "id", "conversationId", "content", "isFromAdmin", "readAt", "createdAt"
       FROM anonymous_messages WHERE "conversationId" = $1 AND "id" > $2 ORDER BY "id" LIMIT 500`,
    [conversationId, Number(url.searchParams.get('after') ?? 0)],
  );
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(rows));
});
server.listen(Number(PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => pool.end().then(() => process.exit(0)));
});
