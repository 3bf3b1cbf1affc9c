import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { holdings, staffAccounts } from '../../db/schema/index.ts';
import { createDiskStore } from '../../files/disk-store.ts';
import type { FileStore } from '../../files/types.ts';
import { sweepLeadFiles, UNATTACHED_FILE_KEEP_MS } from '../../leads/files.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { bearer } from '../../../test/identity.ts';
import { leadWithFiles, multipartBody, PNG } from '../../../test/multipart.ts';
import { useS3AndFolder } from '../../../test/s3-server.ts';
import { queryRows } from '../../../test/test-db.ts';

const place = useS3AndFolder('lead-desk-files-');
const stores: [string, () => FileStore][] = [
  ['a folder', () => createDiskStore(place.dir)],
  ['an S3 bucket (s3rver)', () => place.s3().store],
];

// A file goes from the form to the store, reaches the lead desk through it, and leaves it unclaimed.
describe.each(stores)(`lead files kept in %s on ${testDbLabel}`, (_name, storeOf) => {
  let t: TestApp;
  let store: FileStore;
  let admin = '';
  let otherHolding = '';
  const scan = Buffer.concat([PNG, Buffer.from('скан паспорта')]);

  beforeAll(async () => {
    store = storeOf();
    t = await buildTestApp({ services: { files: store } });
    await t.client.db.insert(holdings).values([
      { id: 1, domain: 'one.example', name: 'Первый' },
      { id: 2, domain: 'two.example', name: 'Второй' },
    ]);
    await t.client.db.insert(staffAccounts).values([
      {
        login: 'admin',
        name: 'Админ',
        role: 'admin',
        holdingId: 1,
        passwordHash: await hashPassword('admin-pass-1'),
      },
      {
        login: 'second',
        name: 'Админ второго',
        role: 'admin',
        holdingId: 2,
        passwordHash: await hashPassword('second-pass-1'),
      },
    ]);
    const staff = async (login: string, password: string, holdingId: number) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/v1/reports/auth/login?holdingId=${holdingId}`,
          payload: { login, password },
        })
      ).json().token as string;
    admin = await staff('admin', 'admin-pass-1', 1);
    otherHolding = await staff('second', 'second-pass-1', 2);
  });
  afterAll(() => t.close());

  const upload = async (name: string) => {
    const { body, boundary } = multipartBody([{ field: 'file', file: name, content: scan }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/lead/file?holdingId=1',
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json().id as string;
  };
  const keyOf = async (id: string) =>
    (
      await queryRows<{ storage_key: string }>(
        t.client,
        `select storage_key from lead_files where id = '${id}'`,
      )
    )[0]?.storage_key;
  const read = (leadId: number, fileId: string, token: string, holdingId = 1) =>
    t.app.inject({
      url: `/v1/reports/leads/${leadId}/files/${fileId}?holdingId=${holdingId}`,
      headers: bearer(token),
    });

  it('gives staff the file of a lead from the store, and nobody else', async () => {
    const id = await upload('Паспорт клиента.png');
    const key = await keyOf(id);
    expect(key).toBe(store.keyFor(id));
    expect(await store.get(key!)).not.toBeNull();
    const lead = await leadWithFiles(t.app, [id], { phone: '+7 900-000-00-29' });
    const leadId = lead.json().leadId as number;

    const res = await read(leadId, id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(scan)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(scan.length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_______________.png"; filename*=UTF-8''${encodeURIComponent('Паспорт клиента.png')}`,
    );
    expect(res.headers['cache-control']).toMatch(/no-store/);

    // Another lead's number, another holding's staff, a visitor without a token: no file.
    expect((await read(leadId + 1000, id, admin)).statusCode).toBe(404);
    expect((await read(leadId, id, otherHolding)).statusCode).toBe(403);
    expect((await read(leadId, id, otherHolding, 2)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      url: `/v1/reports/leads/${leadId}/files/${id}?holdingId=1`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await read(leadId, 'not-a-file', admin)).statusCode).toBe(400);

    // Swept or not, a sent file stays.
    await sweepLeadFiles(t.client.db, store, new Date(Date.now() + 2 * UNATTACHED_FILE_KEEP_MS));
    expect((await read(leadId, id, admin)).statusCode).toBe(200);
  });

  it('deletes a file no lead took after the hour: its record and its stored bytes', async () => {
    const id = await upload('ушёл.png');
    const key = (await keyOf(id))!;
    await sweepLeadFiles(
      t.client.db,
      store,
      new Date(Date.now() + UNATTACHED_FILE_KEEP_MS - 60_000),
    );
    expect(await store.get(key)).not.toBeNull();
    await sweepLeadFiles(
      t.client.db,
      store,
      new Date(Date.now() + UNATTACHED_FILE_KEEP_MS + 60_000),
    );
    expect(await keyOf(id)).toBeUndefined();
    expect(await store.get(key)).toBeNull();
  });
});
