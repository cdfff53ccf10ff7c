export interface PaymentMethod {
  id: string;
  name: string;
  logo: string;
}

/** The ten ways to fund a play-money balance (SPEC §2, poker page), in the order shown. */
export const PAYMENT_METHODS: PaymentMethod[] = [
  { id: 'venmo', name: 'Venmo', logo: '/media/payments/venmo.svg' },
  { id: 'zelle', name: 'Zelle', logo: '/media/payments/zelle.svg' },
  { id: 'cashapp', name: 'CashApp', logo: '/media/payments/cashapp.svg' },
  { id: 'apple-pay', name: 'Apple Pay', logo: '/media/payments/apple-pay.svg' },
  { id: 'paypal', name: 'PayPal', logo: '/media/payments/paypal.svg' },
  { id: 'revolut', name: 'Revolut', logo: '/media/payments/revolut.svg' },
  { id: 'bitcoin', name: 'Bitcoin', logo: '/media/payments/bitcoin.svg' },
  { id: 'ethereum', name: 'Ethereum', logo: '/media/payments/ethereum.svg' },
  { id: 'solana', name: 'Solana', logo: '/media/payments/solana.svg' },
  { id: 'usdt', name: 'USDT', logo: '/media/payments/usdt.svg' },
];

/** SPEC §9: the payment carousel advances every 2.5 s. */
export const PAYMENT_CAROUSEL_INTERVAL_MS = 2500;
