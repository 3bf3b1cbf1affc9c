import type { ApiProcess } from './processes.ts';

// A form's retries back off: 250 ms, then twice as long each time, up to 2 s.
const RETRY_MS = 250;
const RETRY_MAX_MS = 2000;
const GIVE_UP_MS = 90_000;

export type Submit = { status: number; leadId?: number; attempts: number };

// A phone per lead (from its comment, unique in a run): the API also limits leads per phone, and
// the run checks the address limit.
export function phoneOf(comment: string): string {
  let hash = 0;
  for (const char of comment) hash = (hash * 31 + char.charCodeAt(0)) % 10_000_000;
  const d = String(hash).padStart(7, '0');
  return `+7 900-${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

function body(comment: string) {
  return JSON.stringify({
    formId: 'form_testdrive',
    formUrl: '/cars/new/',
    formData: { firstname: 'Хаос', phone: phoneOf(comment), policy: true, comment },
  });
}

/**
 * A lead submit as a browser's form makes it: the same request again while the answer is lost
 * (no connection, a 5xx), each retry to the next API process as a load balancer would send it.
 */
export async function submitLead(
  apis: readonly ApiProcess[],
  turn: number,
  address: string,
  comment: string,
  onAnswer: (status: number) => void = () => undefined,
): Promise<Submit> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (let attempt = 1; ; attempt += 1) {
    const api = apis[(turn + attempt) % apis.length] as ApiProcess;
    try {
      const res = await fetch(`${api.url}/v1/lead/commit?holdingId=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: body(comment),
        signal: AbortSignal.timeout(5000),
      });
      onAnswer(res.status);
      if (res.status < 500) {
        const json = (await res.json()) as { leadId?: number };
        return {
          status: res.status,
          attempts: attempt,
          ...(json.leadId ? { leadId: json.leadId } : {}),
        };
      }
    } catch {
      // the answer is lost: the form is sent again
    }
    if (Date.now() > deadline) return { status: 0, attempts: attempt };
    const pause = Math.min(RETRY_MS * 2 ** (attempt - 1), RETRY_MAX_MS);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/** Runs the tasks with at most `width` in flight. */
export async function inParallel<T>(count: number, width: number, task: (i: number) => Promise<T>) {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}
