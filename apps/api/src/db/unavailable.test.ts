import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from './unavailable.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('databaseUnavailable', () => {
  it('knows a stopped, restarting or unreachable server', () => {
    expect(databaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(databaseUnavailable(withCode('57P01', 'terminating connection'))).toBe(true);
    expect(databaseUnavailable(withCode('57P03', 'the database system is starting up'))).toBe(true);
    expect(databaseUnavailable(withCode('08006'))).toBe(true);
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(databaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('looks through the errors that wrap the driver’s', () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') });
    expect(databaseUnavailable(wrapped)).toBe(true);
  });

  it('leaves a failed statement and anything else a 500', () => {
    expect(databaseUnavailable(withCode('23505', 'duplicate key'))).toBe(false);
    expect(databaseUnavailable(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(databaseUnavailable(new Error('Failed query', { cause: withCode('22P02') }))).toBe(
      false,
    );
    expect(databaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(databaseUnavailable(undefined)).toBe(false);
  });
});
