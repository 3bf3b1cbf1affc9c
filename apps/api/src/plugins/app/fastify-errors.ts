import type { Socket } from 'node:net';
import { errorCode, type ServerError } from '@dealer/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from '../../errors.ts';

// Fastify's own refusals, told in the visitor's language.
const BY_CODE: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Слишком большой запрос',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Неподдерживаемый тип содержимого: ожидается application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Длина тела запроса не совпадает с Content-Length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Пустое тело запроса: ожидается JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Тело запроса не является корректным JSON',
  FST_ERR_BAD_URL: 'Некорректный адрес запроса',
  FST_ERR_MAX_PARAM_LENGTH: 'Слишком длинный адрес запроса',
};
const BY_STATUS: Record<number, string> = {
  408: 'Запрос не был получен вовремя',
  413: BY_CODE.FST_ERR_CTP_BODY_TOO_LARGE!,
  414: BY_CODE.FST_ERR_MAX_PARAM_LENGTH!,
  415: BY_CODE.FST_ERR_CTP_INVALID_MEDIA_TYPE!,
  429: errorMessages.tooManyRequests,
  431: 'Слишком большие заголовки запроса',
};

export function clientErrorMessage(error: Partial<FastifyError>, status: number): string {
  if (error.code && BY_CODE[error.code]) return BY_CODE[error.code]!;
  // The JSON parser throws a plain SyntaxError that Fastify marks 400.
  if (error instanceof SyntaxError) return BY_CODE.FST_ERR_CTP_INVALID_JSON_BODY!;
  if (status === 404) return errorMessages.notFound;
  return BY_STATUS[status] ?? errorMessages.invalidArgument;
}

function codeOf(status: number): ServerError['code'] {
  if (status === 401) return errorCode.unauthenticated;
  if (status === 403) return errorCode.permissionDenied;
  if (status === 404) return errorCode.notFound;
  if (status === 429) return errorCode.resourceExhausted;
  return errorCode.invalidArgument;
}

export function clientFailure(error: Partial<FastifyError>, status: number): ServerError {
  return { message: clientErrorMessage(error, status), code: codeOf(status), details: [] };
}

// Errors raised before routing (a bad URL encoding, a too long parameter) skip the error handler.
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send(clientFailure(error, status));
}

// A request Node's HTTP parser refused (headers too large, broken HTTP) never reaches Fastify.
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const body = JSON.stringify(clientFailure({}, status));
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
