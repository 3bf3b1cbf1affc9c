import { describe, expect, it } from 'vitest';
import { LEAD_FILE_MAX_BYTES } from '@dealer/domain';
import { FormTooLarge, readLeadForm } from './lead-file.server.ts';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/services/prolongatsiya/', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);

describe('readLeadForm: a posted form of one file and a few fields', () => {
  it('reads a multipart form with its file', async () => {
    const form = new FormData();
    form.set('firstname', 'Пётр');
    form.set('file', new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'полис.pdf'));
    const read = await readLeadForm(post(form));
    expect(read.get('firstname')).toBe('Пётр');
    expect((read.get('file') as File).name).toBe('полис.pdf');
    expect((read.get('file') as File).size).toBe(5);
  });

  it('refuses a form that declares more than a file may take, unread', async () => {
    const body = new ReadableStream({
      pull() {
        throw new Error('the body was read');
      },
    });
    const big = post(body, {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(LEAD_FILE_MAX_BYTES * 2),
    });
    await expect(readLeadForm(big)).rejects.toThrow(FormTooLarge);
  });

  it('stops reading a body without a length once it passes the limit', async () => {
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const error = await readLeadForm(
      post(body, { 'content-type': 'multipart/form-data; boundary=x' }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FormTooLarge);
    expect((error as Error).message).toBe('Файл больше 10 МБ');
    expect(sent).toBeLessThan(LEAD_FILE_MAX_BYTES + 3 * chunk.byteLength);
  });
});
