/** A posted form past the size its action takes. */
export class FormTooLarge extends Error {}

/**
 * A posted form read whole, refused (FormTooLarge) past maxBytes: declared or counted as it
 * arrives, so a body past the limit is never held whole. Forms with a file (a lead's attachment,
 * a content picture) pass the web server's small-form limit and are read here.
 */
export async function readFormWithin(
  request: Request,
  maxBytes: number,
  message: string,
): Promise<FormData> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes)
    throw new FormTooLarge(message);
  if (!request.body) return request.formData();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for await (const chunk of request.body as AsyncIterable<Uint8Array<ArrayBuffer>>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new FormTooLarge(message);
    chunks.push(chunk);
  }
  const type = request.headers.get('content-type') ?? '';
  return new Response(new Blob(chunks), { headers: { 'content-type': type } }).formData();
}
