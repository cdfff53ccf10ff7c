import { HttpStatus } from '@nestjs/common';
import { ChatError, ChatErrorCode } from '../../modules/chat/chat-error.js';
import { DeskError, DeskErrorCode } from '../../modules/desk/desk-error.js';
import {
  PaymentRequestError,
  PaymentRequestErrorCode,
} from '../../modules/payment-requests/payment-request-error.js';
import { UploadError, UploadErrorCode } from '../../modules/uploads/upload-error.js';

const CHAT_STATUS: Record<ChatErrorCode, HttpStatus> = {
  [ChatErrorCode.ConversationNotFound]: HttpStatus.NOT_FOUND,
  [ChatErrorCode.EmptyMessage]: HttpStatus.BAD_REQUEST,
  [ChatErrorCode.ForeignImage]: HttpStatus.BAD_REQUEST,
};

const DESK_STATUS: Record<DeskErrorCode, HttpStatus> = {
  [DeskErrorCode.AssigneeNotAdmin]: HttpStatus.BAD_REQUEST,
};

const PAYMENT_REQUEST_STATUS: Record<PaymentRequestErrorCode, HttpStatus> = {
  [PaymentRequestErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [PaymentRequestErrorCode.NotPayable]: HttpStatus.CONFLICT,
  [PaymentRequestErrorCode.NotCancellable]: HttpStatus.CONFLICT,
  [PaymentRequestErrorCode.NotDemo]: HttpStatus.BAD_REQUEST,
  [PaymentRequestErrorCode.DemoOnly]: HttpStatus.BAD_REQUEST,
};

const UPLOAD_STATUS: Record<UploadErrorCode, HttpStatus> = {
  [UploadErrorCode.ImageRequired]: HttpStatus.BAD_REQUEST,
  [UploadErrorCode.NotAnImage]: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  [UploadErrorCode.TooManyPixels]: HttpStatus.UNPROCESSABLE_ENTITY,
  [UploadErrorCode.BudgetSpent]: HttpStatus.TOO_MANY_REQUESTS,
};

/** A refusal of a domain service as HTTP: its status, message and, when it has one, its Retry-After. */
export interface DomainErrorAnswer {
  statusCode: HttpStatus;
  message: string;
  retryAfterSeconds?: number;
}

/** The HTTP answer of a chat, desk, payment request or upload error; undefined for anything else. */
export function domainErrorAnswer(exception: unknown): DomainErrorAnswer | undefined {
  if (exception instanceof ChatError)
    return { statusCode: CHAT_STATUS[exception.code], message: exception.message };
  if (exception instanceof DeskError)
    return { statusCode: DESK_STATUS[exception.code], message: exception.message };
  if (exception instanceof PaymentRequestError)
    return { statusCode: PAYMENT_REQUEST_STATUS[exception.code], message: exception.message };
  if (exception instanceof UploadError)
    return {
      statusCode: UPLOAD_STATUS[exception.code],
      message: exception.message,
      retryAfterSeconds: exception.retryAfterSeconds,
    };
  return undefined;
}
