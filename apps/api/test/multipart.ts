import type { FastifyInstance } from 'fastify';

// multipart/form-data bodies written by hand, so a test controls every byte and every header.
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');

export type Part = { field: string; file?: string; type?: string; content: Buffer | string };

export function multipartBody(
  parts: readonly Part[],
  boundary = '----lead-file-test',
): { body: Buffer; boundary: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file === undefined ? '' : `; filename="${part.file}"`;
    const type =
      part.file === undefined ? '' : `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${disposition}${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), boundary };
}

/** A valid lead of holding 1 that takes these uploaded files. */
export const leadWithFiles = (
  app: FastifyInstance,
  files: string[],
  { phone, ip = '203.0.113.61' }: { phone: string; ip?: string },
) =>
  app.inject({
    method: 'POST',
    url: '/v1/lead/commit?holdingId=1',
    payload: {
      formId: 'form_credit',
      formUrl: '/services/credit/',
      formData: { firstname: 'Иван', phone, policy: true, files },
    },
    headers: { 'x-forwarded-for': ip },
  });
