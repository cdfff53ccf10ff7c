// Chat send throughput through the balancer with bench/chat's clients: members send over /ws as
// fast as their messages are acknowledged while the admin listens; the database counts what was
// persisted meanwhile.
import pg from 'pg';
import { authenticate, inBatches, openSocket } from '../chat/clients.mjs';
import { maxThroughput } from '../chat/scenarios.mjs';

async function storedMessages(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS count FROM messages');
    return rows[0].count;
  } finally {
    await client.end();
  }
}

/** `measured` wraps the sending itself (not the sockets' set-up), e.g. to sample CPU around it. */
export async function chatSend({ wsUrl, databaseUrl, members, admin, durationMs, measured }) {
  const sockets = [];
  const signedIn = async (cookie, userId) => {
    const socket = await openSocket(wsUrl, cookie);
    sockets.push(socket);
    await authenticate(socket, { userId });
    return socket;
  };
  try {
    const senders = await inBatches(members, 20, async (member) => ({
      ...member,
      socket: await signedIn(member.cookie, member.user.id),
    }));
    const listener = await signedIn(admin.cookie, admin.id);
    const before = await storedMessages(databaseUrl);
    const result = await measured(() =>
      maxThroughput({
        senders,
        listener,
        durationMs,
        sendOne: (sender, clientMessageId) =>
          sender.socket.send(
            JSON.stringify({
              type: 'send_message',
              conversationId: sender.conversationId,
              content: `load ${clientMessageId}`,
              messageType: 'text',
              clientMessageId,
            }),
          ),
      }),
    );
    return { ...result, persisted: (await storedMessages(databaseUrl)) - before };
  } finally {
    for (const socket of sockets) socket.terminate();
  }
}
