import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toast/toaster';
import { selectSupportChatRequest } from '@/features/chat-launcher/chat-launcher-slice';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import { ContactForm } from './contact-form';

const USER = {
  id: 'u1',
  username: 'nova',
  email: 'nova@example.com',
  role: 'user',
  firstName: 'Nova',
};
const CONVERSATION = {
  id: 'c1',
  userId: 'u1',
  status: 'open',
  subject: 'Support',
  lastMessageAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Routes the form's requests; records every call apart from the session check. */
function stubApi(routes: Record<string, () => Response>) {
  const calls: Call[] = [];
  stubFetch(async (request) => {
    const path = new URL(request.url).pathname;
    const key = `${request.method} ${path}`;
    if (key !== 'GET /api/user') {
      const text = await request.text();
      calls.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    }
    const route = routes[key];
    return route ? route() : new Response('Not found', { status: 404 });
  });
  return calls;
}

function renderForm() {
  const view = renderWithProviders(
    <>
      <ContactForm />
      <Toaster />
    </>,
    { route: '/contact' },
  );
  return view;
}

async function fillAndSend() {
  const user = userEvent.setup();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled());
  const fields: [RegExp, string][] = [
    [/^Name/, 'Nova Star'],
    [/^Email/, 'nova@example.com'],
    [/^Message/, 'Hello there'],
  ];
  for (const [label, value] of fields) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('ContactForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('asks a visitor to log in and goes to /auth without sending anything', async () => {
    const calls = stubApi({ 'GET /api/user': () => new Response('', { status: 401 }) });
    const { router } = renderForm();

    await fillAndSend();

    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please login to send a message.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?next=%2Fcontact%23contact');
    expect(calls).toEqual([]);
  });

  it('finds everything typed still there after signing in, and sends it with one click', async () => {
    stubApi({ 'GET /api/user': () => new Response('', { status: 401 }) });
    const visit = renderForm();
    await fillAndSend();
    await waitFor(() => expect(visit.router.state.location.pathname).toBe('/auth'));
    visit.unmount();

    const calls = stubApi({
      'GET /api/user': () => json(USER),
      'GET /api/conversations': () => json([CONVERSATION]),
      'POST /api/messages': () => json({ id: 3, conversationId: 'c1', content: 'x' }, 201),
    });
    renderForm();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Nova Star');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('nova@example.com');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Hello there');

    const send = screen.getByRole('button', { name: 'Send Message' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);

    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toMatchObject({ content: expect.stringContaining('Hello there') });
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(window.sessionStorage.getItem('draft:contact')).toBeNull();
  });

  it("creates the member's support conversation when there is none, sends the message and opens the chat", async () => {
    const calls = stubApi({
      'GET /api/user': () => json(USER),
      'GET /api/conversations': () => json([]),
      'POST /api/conversations': () => json(CONVERSATION, 201),
      'POST /api/messages': () => json({ id: 1, conversationId: 'c1', content: 'x' }, 201),
    });
    const { store } = renderForm();

    await fillAndSend();

    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText('Opening chat...')).toBeInTheDocument();
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/conversations',
      'POST /api/conversations',
      'POST /api/messages',
    ]);
    expect(calls[1].body).toEqual({ subject: 'Support' });
    expect(calls[2].body).toEqual({
      conversationId: 'c1',
      content:
        'Contact form message\nSubject: General Inquiry\nName: Nova Star\nEmail: nova@example.com\n\nHello there',
      messageType: 'text',
      isFromAdmin: false,
    });
    expect(selectSupportChatRequest(store.getState())).toEqual({
      flow: 'support',
      conversationId: 'c1',
    });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('uses the first existing conversation', async () => {
    const calls = stubApi({
      'GET /api/user': () => json(USER),
      'GET /api/conversations': () => json([{ ...CONVERSATION, id: 'c9' }, CONVERSATION]),
      'POST /api/messages': () => json({ id: 2, conversationId: 'c9', content: 'x' }, 201),
    });
    renderForm();

    await fillAndSend();

    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/conversations',
      'POST /api/messages',
    ]);
    expect(calls[1].body).toMatchObject({ conversationId: 'c9' });
  });

  it('says so and keeps the input when sending fails', async () => {
    stubApi({
      'GET /api/user': () => json(USER),
      'GET /api/conversations': () => json([CONVERSATION]),
      'POST /api/messages': () => new Response('{"statusCode":500}', { status: 500 }),
    });
    const { store } = renderForm();

    await fillAndSend();

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Nova Star');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('nova@example.com');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Hello there');
    expect(selectSupportChatRequest(store.getState())).toBeNull();
    expect(window.sessionStorage.getItem('draft:contact')).toContain('Hello there');
  });

  it("shows the server's reason when it gives one", async () => {
    stubApi({
      'GET /api/user': () => json(USER),
      'GET /api/conversations': () => json([CONVERSATION]),
      'POST /api/messages': () =>
        new Response(
          JSON.stringify({
            statusCode: 429,
            message: 'Too many attempts. Please wait a moment and try again.',
          }),
          { status: 429, headers: { 'Retry-After': '20' } },
        ),
    });
    renderForm();

    await fillAndSend();

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(
      screen.getByText('Too many attempts. Please try again in 20 seconds.'),
    ).toBeInTheDocument();
  });
});
