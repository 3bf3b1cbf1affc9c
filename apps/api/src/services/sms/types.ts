// Sends one text message to one phone (7XXXXXXXXXX); throws ServiceError when it was not accepted.
export interface SmsGateway {
  readonly name: string;
  send(message: { to: string; text: string }): Promise<void>;
}

// SMS.ru per-number status codes a visitor can do something about (INTEGRATIONS.md).
export const SMSRU_BAD_NUMBER = 202;
export const SMSRU_DAILY_LIMIT = 206;
export const SMSRU_NOT_ALLOWED = 207;
