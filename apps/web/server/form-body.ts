import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHeaders } from '@remix-run/node-fetch-server';
import { FORM_BODY_MESSAGES as BODY_MESSAGES } from '@dealer/domain';
import { pagePathOf } from '../app/shared/navigation/single-fetch.ts';

// Every action of the site takes a form (an HTML form, or a fetcher posting one), and nothing else.
// A body is looked at here, before React Router: a body that is no form is refused with a 415 (or
// a 400 when it says it is one and is not), and a body past the limit with a 413, counted as it
// arrives, so a flood of bytes is never held in memory. A form that may carry a file (a lead form
// with an attachment) goes on as a stream: its action reads it with the file's own limit.

/** What a form without a file may post: its longest text (1,500 characters, 9 kB encoded) many times over. */
export const FORM_MAX_BYTES = 64 * 1024;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const URLENCODED = /^application\/x-www-form-urlencoded\s*(;|$)/i;
const MULTIPART = /^multipart\/form-data\s*(;|$)/i;
// A boundary of 1 to 70 characters (RFC 2046 5.1.1), quoted or not; the form parser judges the rest.
const BOUNDARY = /;\s*boundary=("[^"]{1,70}"|[^\s;"]{1,70})\s*(;|$)/i;

/** A body read whole (Buffer.concat's own type, which fetch takes as a body). */
export type Bytes = Buffer<ArrayBuffer>;

export type FormBody =
  /** No body to look at (a read), or one that its action reads itself (a form with a file). */
  | { kind: 'pass' }
  /** The whole form, read within the limit: React Router gets it instead of the socket. */
  | { kind: 'read'; body: Bytes }
  | { kind: 'refused'; status: 400 | 413 | 415; message: string }
  /** The visitor went away (or the connection broke) before the body ended: nothing to answer. */
  | { kind: 'gone' };

// React Router's data requests (`/path.data`, `/path/_.data`) post to the page of their path.
export { pagePathOf };

/** Why a request's media type is no form the site reads, or null when it is one. */
export function formTypeRefusal(contentType: string | undefined): FormBody | null {
  const type = (contentType ?? '').trim();
  if (URLENCODED.test(type)) return null;
  if (!MULTIPART.test(type))
    return { kind: 'refused', status: 415, message: BODY_MESSAGES.notForm };
  if (!BOUNDARY.test(type)) return { kind: 'refused', status: 400, message: BODY_MESSAGES.badForm };
  return null;
}

/**
 * The body, read until its end or until it passes `limit` (then null, and the rest is left unread).
 * A declared length past the limit is refused before a byte is read.
 */
export function readLimited(req: IncomingMessage, limit: number): Promise<Bytes | null> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        done();
        req.pause();
        return resolve(null);
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    // The client went away before its body ended: nothing to answer.
    const onClose = () => {
      done();
      reject(new Error('The request ended before its body'));
    };
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
    req.once('close', onClose);
  });
}

/** Whether a multipart body read whole is one the form parser takes (its parts and boundary). */
async function parsesAsForm(body: Bytes, contentType: string): Promise<boolean> {
  try {
    await new Response(body, { headers: { 'content-type': contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}

/**
 * What to do with a request's body before it reaches React Router. `takesFile` names the pages
 * whose form may carry a file (by their path, `.data` requests included).
 */
export async function formBodyOf(
  req: IncomingMessage,
  pathname: string,
  takesFile: (pagePath: string) => boolean,
): Promise<FormBody> {
  if (!BODY_METHODS.has(req.method ?? '')) return { kind: 'pass' };
  const contentType = req.headers['content-type'];
  const refused = formTypeRefusal(contentType);
  if (refused) return refused;
  if (takesFile(pagePathOf(pathname))) return { kind: 'pass' };
  let body: Bytes | null;
  try {
    body = await readLimited(req, FORM_MAX_BYTES);
  } catch {
    return { kind: 'gone' };
  }
  if (!body) return { kind: 'refused', status: 413, message: BODY_MESSAGES.tooLarge };
  if (MULTIPART.test(contentType ?? '') && !(await parsesAsForm(body, contentType ?? '')))
    return { kind: 'refused', status: 400, message: BODY_MESSAGES.badForm };
  return { kind: 'read', body };
}

// After a refusal, what is left of the body is read and dropped for a moment before the connection
// closes: closing a socket the client still sends to resets it, and the reset can overtake the
// answer. A client reads the whole answer by its length meanwhile, and stops sending.
const LINGER_BYTES = 16 * 1024 * 1024;
const LINGER_MS = 2000;

/** Answers a request whose body is not read (or not all), and closes its connection afterwards. */
export function answerAndClose(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  contentType: string,
  text: string,
): void {
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    connection: 'close',
  });
  if (req.complete) return void res.end(text);
  res.write(text);
  let dropped = 0;
  const close = () => {
    clearTimeout(timer);
    req.off('data', onData);
    req.off('end', close);
    req.off('close', close);
    res.end();
  };
  const onData = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) close();
  };
  const timer = setTimeout(close, LINGER_MS);
  req.on('data', onData);
  req.once('end', close);
  req.once('close', close);
  req.resume();
}

/**
 * Refuses a body in the visitor's language: JSON for a caller that asks for it (the login panel's
 * calls), plain text otherwise.
 */
export function sendRefusal(
  req: IncomingMessage,
  res: ServerResponse,
  refusal: { status: number; message: string },
): void {
  if (/\bapplication\/json\b/.test(req.headers.accept ?? ''))
    return answerAndClose(
      req,
      res,
      refusal.status,
      'application/json; charset=utf-8',
      JSON.stringify({ error: refusal.message }),
    );
  answerAndClose(req, res, refusal.status, 'text/plain; charset=utf-8', refusal.message);
}

/**
 * The Request React Router gets for a form read here: the visitor's request line and headers with
 * the body read (createRequest would read the socket again); aborted when the visitor leaves first.
 */
export function requestWithBody(req: IncomingMessage, res: ServerResponse, body: Bytes): Request {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = createHeaders(req);
  headers.set('content-length', String(body.length));
  headers.delete('transfer-encoding');
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body,
    signal: controller.signal,
  });
}
