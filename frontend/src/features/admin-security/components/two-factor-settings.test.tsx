import {
  TWO_FACTOR_TEXT,
  type TwoFactorSetupView,
  type TwoFactorStatusView,
} from '@club/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import { TwoFactorSettings } from './two-factor-settings';

const off: TwoFactorStatusView = {
  enabled: false,
  required: false,
  recoveryCodesLeft: 0,
  signInPending: false,
};

const setup: TwoFactorSetupView = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauthUrl: 'otpauth://totp/Club:boss?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
  qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
};

const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcd-efgh-jkmn-pq${index}a`);

describe('TwoFactorSettings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sets up in two steps and shows the recovery codes once', async () => {
    const fetchMock = stubFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/admin/two-factor/setup') return Response.json(setup);
      if (path === '/api/admin/two-factor/confirm') return Response.json({ recoveryCodes });
      return Response.json({ ...off, enabled: true, recoveryCodesLeft: 10 });
    });
    renderWithProviders(<TwoFactorSettings status={off} />);

    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      setup.qrCodeDataUrl,
    );
    expect(screen.getByText(setup.secret)).toBeInTheDocument();

    const field = screen.getByLabelText(TWO_FACTOR_TEXT.codeLabel);
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const confirm = fetchMock.mock.calls.find(
      ([request]) => new URL(request.url).pathname === '/api/admin/two-factor/confirm',
    )!;
    expect(await confirm[0].json()).toEqual({ code: '123456' });
  });

  it("shows the server's words when the first code is wrong", async () => {
    stubFetch((request) =>
      new URL(request.url).pathname === '/api/admin/two-factor/setup'
        ? Response.json(setup)
        : Response.json({ statusCode: 400, message: TWO_FACTOR_TEXT.wrongCode }, { status: 400 }),
    );
    renderWithProviders(<TwoFactorSettings status={off} />);

    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    await userEvent.type(await screen.findByLabelText(TWO_FACTOR_TEXT.codeLabel), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    await waitFor(() => expect(screen.getByText(TWO_FACTOR_TEXT.wrongCode)).toBeInTheDocument());
  });

  it('offers no way to turn it off when it is required', () => {
    renderWithProviders(
      <TwoFactorSettings
        status={{ ...off, enabled: true, required: true, recoveryCodesLeft: 7 }}
      />,
    );

    expect(screen.getByText(/Recovery codes left: 7/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Turn off/ })).not.toBeInTheDocument();
  });
});
