import { ServiceError, callService, formBody, readJson } from '../http.ts';
import type { SmsGateway } from './types.ts';

export type SmsRuOptions = {
  apiId: string;
  baseUrl: string;
  timeoutMs: number;
  from?: string | undefined;
  // test=1: SMS.ru checks everything but sends nothing and charges nothing.
  test?: boolean;
};

type SmsRuStatus = { status?: unknown; status_code?: unknown; status_text?: unknown };
type SmsRuAnswer = SmsRuStatus & { sms?: Record<string, SmsRuStatus | undefined> };

const SERVICE = 'sms.ru';

function codeOf(status: SmsRuStatus): number | undefined {
  return typeof status.status_code === 'number' ? status.status_code : undefined;
}

function textOf(status: SmsRuStatus): string {
  return typeof status.status_text === 'string' ? status.status_text : 'no status text';
}

// SMS.ru HTTP API: POST /sms/send, form fields, json=1 (INTEGRATIONS.md).
export function createSmsRu(options: SmsRuOptions): SmsGateway {
  return {
    name: SERVICE,
    async send({ to, text }) {
      const fields: Record<string, string> = { api_id: options.apiId, to, msg: text, json: '1' };
      if (options.from) fields.from = options.from;
      if (options.test) fields.test = '1';
      const response = await callService({
        service: SERVICE,
        url: new URL('/sms/send', options.baseUrl).toString(),
        method: 'POST',
        timeoutMs: options.timeoutMs,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: formBody(fields),
      });
      if (!response.ok)
        throw new ServiceError(SERVICE, 'status', `HTTP ${response.status}`, response.status);
      const answer = (await readJson(SERVICE, response)) as SmsRuAnswer;
      if (typeof answer !== 'object' || answer === null)
        throw new ServiceError(SERVICE, 'protocol', 'answer is not an object');
      // Top level: the account itself (200 bad api_id, 201 no funds, ...).
      if (answer.status !== 'OK')
        throw new ServiceError(SERVICE, 'rejected', textOf(answer), codeOf(answer));
      const entry = answer.sms?.[to];
      if (!entry) throw new ServiceError(SERVICE, 'protocol', `no status for ${to}`);
      // Per number: 202 bad number, 206 daily limit, 207 not allowed, ...
      if (entry.status !== 'OK')
        throw new ServiceError(SERVICE, 'rejected', textOf(entry), codeOf(entry));
    },
  };
}
