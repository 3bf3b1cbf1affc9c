import { errorCode, findUnstorableText, unstorableTextMessage } from '@dealer/contract';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.ts';

// After validation (free text is already cleaned by the contract's text()), any string left that
// PostgreSQL would refuse is a 400 naming the field, never a 500 from the database.
export default fp(
  async function storableText(fastify) {
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
