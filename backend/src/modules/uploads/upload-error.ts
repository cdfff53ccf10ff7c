export enum UploadErrorCode {
  ImageRequired = 'image_required',
  NotAnImage = 'not_an_image',
  TooManyPixels = 'too_many_pixels',
  BudgetSpent = 'budget_spent',
}

/** Why an image was refused; the exception filter answers it (and its Retry-After) over HTTP. */
export class UploadError extends Error {
  constructor(
    readonly code: UploadErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
