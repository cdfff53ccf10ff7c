import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { Toaster } from '@/components/toast/toaster';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import { selectSession, sessionChanged } from '../session-slice';
import { TERMS_CONSENT_TEXT, type UserView } from '@club/contracts';
import { AuthScreen } from './auth-screen';
import { testUser } from '@/test/user-fixture';

const user = testUser({ username: 'starlord', email: 'star@example.com', firstName: 'Peter' });

function renderAuth(route: string, currentUser: UserView | null = null) {
  const store = makeStore();
  store.dispatch(sessionChanged(currentUser));
  return renderWithProviders(
    <>
      <AuthScreen />
      <Toaster />
    </>,
    { store, route },
  );
}

const consentBox = () => screen.getByRole('checkbox', { name: /18 or older/ });

async function fillRequiredFields() {
  await userEvent.type(screen.getByLabelText('Username'), 'starlord');
  await userEvent.type(screen.getByLabelText('Email'), 'star@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'hunter22');
  await userEvent.type(screen.getByLabelText('Confirm Password'), 'hunter22');
}

describe('AuthScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens on the Sign In tab', async () => {
    renderAuth('/auth');

    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('selects the Join Club tab with ?tab=register', async () => {
    renderAuth('/auth?tab=register');

    expect(screen.getByRole('tab', { name: 'Join Club' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('shows the login validation messages', async () => {
    renderAuth('/auth');

    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('shows the registration validation messages and sends nothing while they stand', async () => {
    const fetchMock = stubFetch(() => Response.json(user, { status: 201 }));
    renderAuth('/auth?tab=register');

    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getAllByText('Required')).toHaveLength(4);
    expect(screen.getByText(TERMS_CONSENT_TEXT.required)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Username'), 'starlord');
    await userEvent.type(screen.getByLabelText('Email'), 'star@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'hunter22');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'hunter23');
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    await userEvent.click(consentBox());
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers without confirmPassword and empty optional fields', async () => {
    const fetchMock = stubFetch(() => Response.json(user, { status: 201 }));
    const { router } = renderAuth('/auth?tab=register');

    await userEvent.type(screen.getByLabelText('Username'), 'starlord');
    await userEvent.type(screen.getByLabelText('Email'), 'star@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'hunter22');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'hunter22');
    await userEvent.type(screen.getByLabelText('First Name'), 'Peter');
    await userEvent.click(consentBox());
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const request = fetchMock.mock.calls[0][0];
    expect(new URL(request.url).pathname).toBe('/api/register');
    expect(await request.json()).toEqual({
      username: 'starlord',
      email: 'star@example.com',
      password: 'hunter22',
      acceptTerms: true,
      firstName: 'Peter',
    });
  });

  it('sends no registration until the 18+ and terms box is ticked, and says why', async () => {
    const fetchMock = stubFetch(() => Response.json(user, { status: 201 }));
    renderAuth('/auth?tab=register');

    await fillRequiredFields();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    const box = consentBox();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(TERMS_CONSENT_TEXT.required);
    expect(box).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(TERMS_CONSENT_TEXT.required)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('links the box to the terms, in a new tab so the form stays', () => {
    renderAuth('/auth?tab=register');

    const link = screen.getByRole('link', { name: 'Terms of Service (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(consentBox()).not.toBeChecked();
  });

  it("puts the server's consent refusal on the box", async () => {
    stubFetch(() =>
      Response.json(
        {
          statusCode: 400,
          message: TERMS_CONSENT_TEXT.required,
          errors: [TERMS_CONSENT_TEXT.required],
        },
        { status: 400 },
      ),
    );
    renderAuth('/auth?tab=register');

    await fillRequiredFields();
    await userEvent.click(consentBox());
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() =>
      expect(consentBox()).toHaveAccessibleDescription(TERMS_CONSENT_TEXT.required),
    );
    expect(consentBox()).toHaveFocus();
  });

  it('signs in, stores the user and goes home', async () => {
    stubFetch(() => Response.json(user));
    const { router, store } = renderAuth('/login');

    await userEvent.type(screen.getByLabelText('Username'), 'starlord');
    await userEvent.type(screen.getByLabelText('Password'), 'hunter22{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(selectSession(store.getState()).user).toEqual(user);
  });

  it('disables the button while signing in', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderAuth('/auth');

    await userEvent.type(screen.getByLabelText('Username'), 'starlord');
    await userEvent.type(screen.getByLabelText('Password'), 'hunter22');
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));

    const pending = await screen.findByRole('button', { name: 'Signing In...' });
    expect(pending).toBeDisabled();
    await act(async () => answer(Response.json(user)));
  });

  it("shows a destructive 'Login failed' toast with the error message", async () => {
    stubFetch(
      () =>
        new Response('{"statusCode":401,"message":"Invalid username or password"}', {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderAuth('/auth');

    await userEvent.type(screen.getByLabelText('Username'), 'starlord');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(within(toast).getByText('Login failed')).toBeInTheDocument();
    expect(within(toast).getByText('Invalid username or password')).toBeInTheDocument();
    expect(toast).not.toHaveTextContent(/401|statusCode|[{}]/);
    expect(screen.getByLabelText('Username')).toHaveValue('starlord');
  });

  it('says when to try again after too many attempts', async () => {
    stubFetch(() =>
      Response.json(
        { statusCode: 429, message: 'Too many attempts. Please wait a moment and try again.' },
        { status: 429, headers: { 'Retry-After': '42' } },
      ),
    );
    renderAuth('/auth');

    await userEvent.type(screen.getByLabelText('Username'), 'starlord');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong{Enter}');

    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Login failed')).toBeInTheDocument();
    expect(
      within(toast).getByText('Too many attempts. Please try again in 42 seconds.'),
    ).toBeInTheDocument();
  });

  it('shows the username and password rules before anything is sent', async () => {
    renderAuth('/auth?tab=register');

    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      '3 to 32 letters, digits, dots, dashes or underscores',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('8 to 128 characters');
  });

  it("puts the server's messages on their fields, until the field is edited", async () => {
    stubFetch(() =>
      Response.json(
        { statusCode: 409, message: 'This username is already taken' },
        { status: 409 },
      ),
    );
    renderAuth('/auth?tab=register');

    await userEvent.type(screen.getByLabelText('Username'), 'starlord');
    await userEvent.type(screen.getByLabelText('Email'), 'star@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'hunter22');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'hunter22');
    await userEvent.click(consentBox());
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    const username = screen.getByLabelText('Username');
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription('This username is already taken'),
    );
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Registration failed')).toBeInTheDocument();
    expect(within(toast).getByText('This username is already taken')).toBeInTheDocument();

    await userEvent.type(username, '2');
    expect(username).toHaveAttribute('aria-invalid', 'false');
  });

  it('goes back to the page that asked for sign-in', async () => {
    stubFetch(() => Response.json(user));
    const { router } = renderAuth('/auth?next=%2F%23contact');
    // The screen is rendered at every path here, so record where it went rather than where it is.
    const visited: string[] = [];
    router.subscribe(({ location }) => visited.push(`${location.pathname}${location.hash}`));

    await userEvent.click(screen.getByRole('tab', { name: 'Join Club' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Sign In' }));
    await userEvent.type(screen.getByLabelText('Username'), 'starlord');
    await userEvent.type(screen.getByLabelText('Password'), 'hunter22{Enter}');

    await waitFor(() => expect(visited).toContain('/#contact'));
  });

  it('redirects a signed-in user home and renders nothing', async () => {
    const { router } = renderAuth('/auth', user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
