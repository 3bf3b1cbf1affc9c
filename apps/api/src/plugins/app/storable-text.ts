import {
  errorCode,
  findUnstorableText,
  nestsDeeperThan,
  tooDeepMessage,
  unstorableTextMessage,
} from '@dealer/contract';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.ts';

// A body nested deeper than any form or filter is refused before validation looks at it (a route
// without a body schema included), with a 400. Both walks keep a list of their own, not the call
// stack: thousands of levels never end in a stack overflow and a 500.
// After validation (free text is already cleaned by the contract's text()), any string left that
// PostgreSQL would refuse is a 400 naming the field, never a 500 from the database.
export default fp(
  async function storableText(fastify) {
    fastify.addHook('preValidation', async (request) => {
      if (nestsDeeperThan(request.body))
        throw new AppError(errorCode.invalidArgument, tooDeepMessage);
    });
    fastify.addHook('preHandler', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const path = findUnstorableText(part);
        if (path)
          throw new AppError(errorCode.invalidArgument, unstorableTextMessage, [
            { field: path.join('.'), message: unstorableTextMessage },
          ]);
      }
    });
  },
  { name: 'storable-text' },
);
