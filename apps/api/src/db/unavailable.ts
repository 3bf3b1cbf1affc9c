// Errors that say the database cannot be reached right now (stopped, restarting, the connection
// cut), as opposed to a statement that failed: the first is a 503 a client may retry, the second a 500.

/** SQLSTATE class 08 (connection exception) and the shutdown codes of class 57. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
// node-postgres says so in words when a connection ends under a query or at connect.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
];

function oneSays(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') && code.length === 5) return true;
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  }
  return UNAVAILABLE_MESSAGES.some((words) => error.message.includes(words));
}

/** Whether the error, or one it wraps (Drizzle wraps the driver's in `cause`), is an outage. */
export function databaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let at = error; at && !seen.has(at); at = (at as { cause?: unknown }).cause) {
    seen.add(at);
    if (oneSays(at)) return true;
    if (at instanceof AggregateError && at.errors.some((inner) => databaseUnavailable(inner)))
      return true;
  }
  return false;
}
