import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { formatConversion } from '../chat-deposit-figures';
import { ChatDepositsCard } from './chat-deposits-card';

/** Each figure's label and value, as a screen reader reads the card's list. */
function figures() {
  const card = screen.getByRole('region', { name: 'Deposits closed in chat' });
  const labels = within(card).getAllByRole('term');
  const values = within(card).getAllByRole('definition');
  return labels.map((label, index) => [label.textContent, values[index].textContent]);
}

describe('ChatDepositsCard', () => {
  it('shows requests sent, paid, the conversion and the median time to pay', () => {
    renderWithProviders(
      <ChatDepositsCard
        deposits={{ sent: 12, paid: 5, demoPaid: 0, conversion: 5 / 12, medianSecondsToPay: 7500 }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Deposits closed in chat' })).toBeVisible();
    expect(
      screen.getByText('Payment requests admins sent from the inbox in this range.'),
    ).toBeVisible();
    expect(figures()).toEqual([
      ['Requests sent', '12'],
      ['Paid', '5'],
      ['Conversion', '42%'],
      ['Median time to pay', '2 h 5 min'],
    ]);
  });

  it('tells how many of the paid ones were demo confirmations, which took no money', () => {
    renderWithProviders(
      <ChatDepositsCard
        deposits={{ sent: 4, paid: 3, demoPaid: 2, conversion: 3 / 4, medianSecondsToPay: 360 }}
      />,
    );
    expect(figures()).toEqual([
      ['Requests sent', '4'],
      ['Paid', '3 (2 demo)'],
      ['Conversion', '75%'],
      ['Median time to pay', '6 min'],
    ]);
  });

  it('shows a dash for the conversion and the time when nothing was sent or paid', () => {
    renderWithProviders(
      <ChatDepositsCard
        deposits={{ sent: 0, paid: 0, demoPaid: 0, conversion: null, medianSecondsToPay: null }}
      />,
    );
    expect(figures()).toEqual([
      ['Requests sent', '0'],
      ['Paid', '0'],
      ['Conversion', '—'],
      ['Median time to pay', '—'],
    ]);
  });

  it('rounds the conversion to a whole percentage', () => {
    expect(formatConversion(0)).toBe('0%');
    expect(formatConversion(0.5)).toBe('50%');
    expect(formatConversion(2 / 3)).toBe('67%');
    expect(formatConversion(1)).toBe('100%');
    expect(formatConversion(null)).toBe('—');
  });
});
