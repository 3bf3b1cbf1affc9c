import { errorCode, type ErrorDetail, type ServerError } from '@dealer/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable } from '../../db/unavailable.ts';
import { AppError, errorMessages } from '../../errors.ts';
import { clientFailure } from './fastify-errors.ts';

type Failure = { status: number; body: ServerError };

// '/filter/0/name' from a schema issue becomes 'filter.0.name' for the client.
function fieldOf(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}

function validationDetails(error: Partial<FastifyError>): ErrorDetail[] {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation.map((issue) => ({
      field: fieldOf(issue.instancePath),
      message: issue.message ?? '',
    }));
  }
  return (error.validation ?? []).map((issue) => ({
    field: fieldOf(issue.instancePath),
    message: issue.message ?? '',
  }));
}

// Whatever broke on our side, the client learns only that it did; the cause goes to the log.
function hiddenFailure(status: number): Failure {
  const message = status === 503 ? errorMessages.unavailable : errorMessages.internal;
  return { status, body: { message, code: errorCode.internal, details: [] } };
}

function toFailure(thrown: unknown): Failure {
  if (thrown instanceof AppError) {
    if (thrown.statusCode >= 500) return hiddenFailure(thrown.statusCode);
    return {
      status: thrown.statusCode,
      body: { message: thrown.message, code: thrown.code, details: thrown.details },
    };
  }
  const error = thrown as Partial<FastifyError>;
  if (error.validation) {
    const body = {
      message: errorMessages.invalidArgument,
      code: errorCode.invalidArgument,
      details: validationDetails(error),
    };
    return { status: 400, body };
  }
  // The database stopped or restarting: a 503 the client may retry, not a fault of the request.
  if (databaseUnavailable(thrown)) return hiddenFailure(503);
  const status = error.statusCode ?? 500;
  // Client errors of Fastify itself (bad JSON, wrong content type, body too large) keep their status.
  if (status >= 400 && status < 500) return { status, body: clientFailure(error, status) };
  return hiddenFailure(status >= 500 ? status : 500);
}

// One error handler for the whole API: the SPEC 8 envelope, Russian messages, 5xx details hidden.
export default fp(
  async function errorHandler(fastify) {
    fastify.setErrorHandler(
      async (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
        const failure = toFailure(error);
        if (failure.status >= 500) {
          request.log.error(
            { err: error, req: { method: request.method, url: request.url } },
            'Request failed',
          );
        } else {
          request.log.info(
            { code: failure.body.code, details: failure.body.details },
            'Request rejected',
          );
        }
        return reply.code(failure.status).send(failure.body);
      },
    );

    fastify.setNotFoundHandler(async (request, reply) => {
      request.log.info({ req: { method: request.method, url: request.url } }, 'Route not found');
      const body: ServerError = {
        message: errorMessages.notFound,
        code: errorCode.notFound,
        details: [],
      };
      return reply.code(404).send(body);
    });
  },
  { name: 'error-handler' },
);
