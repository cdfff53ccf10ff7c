import { PASSWORD_RESET_TEXT } from '@club/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import { ForgotPasswordScreen } from './forgot-password-screen';

const jsonAnswer = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('ForgotPasswordScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the trimmed address and shows the neutral confirmation', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 202 }));
    renderWithProviders(<ForgotPasswordScreen />, { route: '/forgot-password' });

    await userEvent.type(screen.getByLabelText('Email'), '  star@example.com {Enter}');

    expect(await screen.findByText(PASSWORD_RESET_TEXT.requestSent)).toBeInTheDocument();
    const request = fetchMock.mock.calls[0][0];
    expect(new URL(request.url).pathname).toBe('/api/password-reset/request');
    expect(await request.json()).toEqual({ email: 'star@example.com' });
    expect(screen.getByRole('link', { name: PASSWORD_RESET_TEXT.backToSignIn })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  it('checks the address before sending anything', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 202 }));
    renderWithProviders(<ForgotPasswordScreen />, { route: '/forgot-password' });

    await userEvent.click(screen.getByRole('button', { name: PASSWORD_RESET_TEXT.requestButton }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables the button while the request is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<ForgotPasswordScreen />, { route: '/forgot-password' });

    await userEvent.type(screen.getByLabelText('Email'), 'star@example.com{Enter}');

    expect(
      await screen.findByRole('button', { name: PASSWORD_RESET_TEXT.requestPending }),
    ).toBeDisabled();
    answer(new Response(null, { status: 202 }));
    expect(await screen.findByText(PASSWORD_RESET_TEXT.requestSent)).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the form", async () => {
    stubFetch(() =>
      jsonAnswer(
        429,
        { statusCode: 429, message: 'Too many attempts. Please wait a moment and try again.' },
        { 'retry-after': '120' },
      ),
    );
    renderWithProviders(<ForgotPasswordScreen />, { route: '/forgot-password' });

    await userEvent.type(screen.getByLabelText('Email'), 'star@example.com{Enter}');

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Too many attempts/));
    expect(screen.getByLabelText('Email')).toHaveValue('star@example.com');
  });
});
