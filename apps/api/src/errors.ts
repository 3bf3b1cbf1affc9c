import { errorCode, type ErrorCode, type ErrorDetail } from '@dealer/contract';

// The one place where envelope codes meet HTTP statuses.
export const httpStatusOf: Record<ErrorCode, number> = {
  [errorCode.invalidArgument]: 400,
  [errorCode.unauthenticated]: 401,
  [errorCode.permissionDenied]: 403,
  [errorCode.notFound]: 404,
  [errorCode.alreadyExists]: 409,
  // The world changed since the visitor looked (a price, the stock): said, never done anyway.
  [errorCode.failedPrecondition]: 409,
  [errorCode.resourceExhausted]: 429,
  [errorCode.internal]: 500,
  [errorCode.unimplemented]: 501,
  [errorCode.unavailable]: 503,
};

// Texts the visitor may see; SPEC wording where SPEC gives one.
export const errorMessages = {
  invalidArgument: 'Некорректные параметры запроса',
  notFound: 'Не найдено',
  tooManyRequests: 'Слишком много запросов. Попробуйте позже.',
  unavailable: 'Сервис временно недоступен. Попробуйте позже.',
  internal: 'Внутренняя ошибка сервера. Попробуйте позже.',
} as const;

// A domain error: routes and services throw it, the error handler turns it into the envelope.
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetail[];
  // A status the code does not imply (413, 415 for bad input); the code's own status otherwise.
  readonly status: number | undefined;

  constructor(code: ErrorCode, message: string, details: ErrorDetail[] = [], status?: number) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.status = status;
  }

  get statusCode(): number {
    return this.status ?? httpStatusOf[this.code];
  }
}
