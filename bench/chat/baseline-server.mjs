// The baseline: a bare `ws` server that stores each message with one INSERT into the same
// PostgreSQL, then acknowledges it to the sender and forwards it to the listening "admin".
import pg from 'pg';
import { WebSocketServer } from 'ws';

const { DATABASE_URL, PORT } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
await pool.query(`CREATE TABLE IF NOT EXISTS baseline_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, sender text NOT NULL, content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now())`);

const listeners = new Set();
const server = new WebSocketServer({ port: Number(PORT), host: '127.0.0.1' });
server.on('connection', (socket) => {
  socket.on('message', async (data) => {
    const message = JSON.parse(data.toString());
    if (message.type === 'listen') {
      listeners.add(socket);
      socket.on('close', () => listeners.delete(socket));
      return;
    }
    const { rows } = await pool.query(
      'INSERT INTO baseline_messages (sender, content) VALUES ($1, $2) RETURNING id, created_at',
      [message.sender, message.content],
    );
    const stored = {
      id: Number(rows[0].id),
      content: message.content,
      createdAt: rows[0].created_at,
    };
    socket.send(
      JSON.stringify({
        type: 'new_message',
        clientMessageId: message.clientMessageId,
        message: stored,
      }),
    );
    for (const listener of listeners)
      listener.send(JSON.stringify({ type: 'new_message', message: stored }));
  });
});
server.on('listening', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  // The server's own HTTP server only closes once every connection has ended.
  for (const client of server.clients) client.terminate();
  server.close(() => pool.end().then(() => process.exit(0)));
});
