import { Catch, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { PaymentError, PaymentErrorCode } from './payment-error.js';

const STATUS: Record<PaymentErrorCode, HttpStatus> = {
  [PaymentErrorCode.UnknownPrice]: HttpStatus.BAD_REQUEST,
  [PaymentErrorCode.DemoPrice]: HttpStatus.BAD_REQUEST,
  [PaymentErrorCode.NotConfigured]: HttpStatus.BAD_REQUEST,
  [PaymentErrorCode.ProviderFailed]: HttpStatus.BAD_GATEWAY,
};

/** SPEC §7: a failed payment creation answers {error}; our errors also carry {statusCode, message}. */
@Catch(PaymentError)
export class PaymentErrorFilter implements ExceptionFilter {
  catch(exception: PaymentError, host: ArgumentsHost): void {
    const statusCode = STATUS[exception.code];
    host
      .switchToHttp()
      .getResponse<Response>()
      .status(statusCode)
      .json({ statusCode, message: exception.message, error: exception.message });
  }
}
