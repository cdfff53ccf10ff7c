import { PAYMENT_REQUEST_TEXT } from '@club/contracts';

export enum PaymentRequestErrorCode {
  NotFound = 'payment_request_not_found',
  NotPayable = 'payment_request_not_payable',
  NotCancellable = 'payment_request_not_cancellable',
  NotDemo = 'payment_request_not_demo',
  DemoOnly = 'payment_request_demo_only',
}

const MESSAGES: Record<PaymentRequestErrorCode, string> = {
  [PaymentRequestErrorCode.NotFound]: PAYMENT_REQUEST_TEXT.notFound,
  [PaymentRequestErrorCode.NotPayable]: PAYMENT_REQUEST_TEXT.notPayable,
  [PaymentRequestErrorCode.NotCancellable]: PAYMENT_REQUEST_TEXT.notCancellable,
  [PaymentRequestErrorCode.NotDemo]: PAYMENT_REQUEST_TEXT.notDemo,
  [PaymentRequestErrorCode.DemoOnly]: PAYMENT_REQUEST_TEXT.demoOnly,
};

/** Why a payment request call was refused; the exception filter answers it over HTTP. */
export class PaymentRequestError extends Error {
  constructor(readonly code: PaymentRequestErrorCode) {
    super(MESSAGES[code]);
  }
}
