import {
  codeSentSchema,
  holdingIdQuery,
  loginBodySchema,
  userInfoSchema,
  validateBodySchema,
} from '../index.ts';
import type { EndpointGroup } from './types.ts';

// The profile's phone change (/lk/profile): a code to the new number, then the swap.
export const accountEndpoints = {
  'POST /user/phone': { query: holdingIdQuery, body: loginBodySchema, response: codeSentSchema },
  'POST /user/phone/confirm': {
    query: holdingIdQuery,
    body: validateBodySchema,
    response: userInfoSchema,
  },
} as const satisfies EndpointGroup;
