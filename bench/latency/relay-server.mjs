// The baseline, run as a process of its own like the app: a bare `ws` relay (no app, no database) and the smallest chat page. Enter in one
// page sends the draft; the relay forwards it to every other socket; the other page appends it as
// a list item. What the app's figures are divided by.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Relay</title></head>
<body>
<input aria-label="Message" id="draft">
<ul id="log"></ul>
<script>
  const socket = new WebSocket('ws://' + location.host);
  socket.onopen = () => (window.relayReady = true);
  socket.onmessage = (event) => {
    const item = document.createElement('li');
    item.dataset.testid = 'chat-message';
    item.textContent = event.data;
    document.getElementById('log').append(item);
  };
  const draft = document.getElementById('draft');
  draft.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || !draft.value) return;
    socket.send(draft.value);
    draft.value = '';
  });
</script>
</body></html>`;

const server = createServer((request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(PAGE);
});
const relay = new WebSocketServer({ server });
relay.on('connection', (socket) => {
  socket.on('message', (data) => {
    for (const other of relay.clients) if (other !== socket) other.send(data.toString());
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  for (const client of relay.clients) client.terminate();
  relay.close();
  server.close(() => process.exit(0));
});
