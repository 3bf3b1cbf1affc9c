import type { FastifyBaseLogger } from 'fastify';
import type { SmsGateway } from './types.ts';

// Development stand-in: the message (with its code) goes to the API log instead of a phone.
export function createLogSms(log: FastifyBaseLogger): SmsGateway {
  return {
    name: 'log',
    async send({ to, text }) {
      log.info({ sms: { to, text } }, 'SMS (development adapter, not sent)');
    },
  };
}
