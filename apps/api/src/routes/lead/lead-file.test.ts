import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { multipartBody, PDF, PNG, type Part } from '../../../test/multipart.ts';
import { queryRows } from '../../../test/test-db.ts';
import { createDiskStore } from '../../files/disk-store.ts';
import { sweepLeadFiles, UNATTACHED_FILE_KEEP_MS } from '../../leads/files.ts';

describe(`POST /v1/lead/file on ${testDbLabel}`, () => {
  let t: TestApp;
  // The default store: a folder; the bytes never reach the database.
  const dir = mkdtempSync(path.join(tmpdir(), 'lead-file-test-'));
  const store = createDiskStore(dir);
  beforeAll(async () => {
    t = await buildTestApp({ services: { files: store } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = (parts: readonly Part[], ip = '203.0.113.60', holdingId = 1) => {
    const { body, boundary } = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: `/v1/lead/file?holdingId=${holdingId}`,
      payload: body,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-forwarded-for': ip,
      },
    });
  };
  // Objects in the store's folder (its spool folder aside).
  const storedObjects = () =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !e.parentPath.includes('.incoming'))
      .map((e) => e.name);
  const spooled = () => (existsSync(store.spoolDir) ? readdirSync(store.spoolDir) : []);
  const fileCount = async () =>
    (await queryRows<{ n: number }>(t.client, 'select count(*)::int as n from lead_files'))[0]!.n;
  const commit = (files: string[], holdingId = 1) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/lead/commit?holdingId=${holdingId}`,
      payload: {
        formId: 'form_credit',
        formUrl: '/services/credit/',
        formData: {
          firstname: 'Иван',
          phone: '+7 900-000-00-09',
          policy: true,
          files,
          comment: files.join(),
        },
      },
      headers: { 'x-forwarded-for': '203.0.113.61' },
    });

  it('stores a PNG and a PDF by their content in the folder, only their metadata in the database', async () => {
    const png = await upload([
      { field: 'file', file: 'C:\\scans\\Паспорт.png', type: 'image/png', content: PNG },
    ]);
    expect(png.statusCode).toBe(200);
    expect(png.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      name: 'Паспорт.png',
      size: PNG.length,
      type: 'png',
    });
    // The browser's type does not decide: a PDF sent as an image is a PDF.
    const pdf = await upload([
      { field: 'comment', content: 'скан договора' },
      { field: 'file', file: 'dogovor', type: 'image/jpeg', content: PDF },
    ]);
    expect(pdf.json()).toMatchObject({ name: 'dogovor', type: 'pdf' });
    const [row] = await queryRows<{
      mime_type: string;
      size: number;
      data: Uint8Array | null;
      storage_key: string;
      uploader_ip: string;
      lead_id: null;
    }>(
      t.client,
      `select mime_type, size, data, storage_key, uploader_ip, lead_id from lead_files where id = '${pdf.json().id}'`,
    );
    expect(row).toMatchObject({
      mime_type: 'application/pdf',
      size: PDF.length,
      data: null,
      storage_key: `${pdf.json().id.slice(0, 2)}/${pdf.json().id}`,
      uploader_ip: '203.0.113.60',
      lead_id: null,
    });
    expect(readFileSync(path.join(dir, row!.storage_key)).equals(PDF)).toBe(true);
    expect(spooled()).toEqual([]);
  });

  it('refuses other types, big, empty, missing and extra files in Russian and stores nothing', async () => {
    const before = await fileCount();
    const objects = storedObjects().length;
    const cases: [Part[], number, string][] = [
      [
        [{ field: 'file', file: 'a.gif', content: 'GIF89a....' }],
        415,
        'Можно прикрепить только PDF, JPG или PNG',
      ],
      [
        [
          {
            field: 'file',
            file: 'a.png',
            content: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]),
          },
        ],
        413,
        'Файл больше 10 МБ',
      ],
      [[{ field: 'file', file: 'a.png', content: '' }], 400, 'Файл пустой'],
      [[{ field: 'comment', content: 'без файла' }], 400, 'Прикрепите файл'],
      [[{ field: 'photo', file: 'a.png', content: PNG }], 400, 'Прикрепите файл'],
      [
        [
          { field: 'file', file: 'a.png', content: PNG },
          { field: 'file', file: 'b.png', content: PNG },
        ],
        400,
        'Можно прикрепить только один файл',
      ],
    ];
    for (const [parts, status, message] of cases) {
      const res = await upload(parts);
      expect(res.statusCode, message).toBe(status);
      expect(res.json(), message).toEqual({
        message,
        code: 3,
        details: [{ field: 'file', message }],
      });
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/lead/file?holdingId=1',
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Отправьте файл формой multipart/form-data в поле file');
    const holding = await upload(
      [{ field: 'file', file: 'a.png', content: PNG }],
      '203.0.113.60',
      3,
    );
    expect(holding.statusCode).toBe(400);
    expect(holding.json().details[0].field).toBe('holdingId');
    expect(await fileCount()).toBe(before);
    // Neither a stored object nor a half-written spool file is left of any refusal.
    expect(storedObjects()).toHaveLength(objects);
    expect(spooled()).toEqual([]);
  });

  it('attaches uploaded files to the lead that names them, once, and refuses unknown ones', async () => {
    const id = (await upload([{ field: 'file', file: 'a.png', content: PNG }])).json().id;
    const otherHolding = (
      await upload([{ field: 'file', file: 'b.png', content: PNG }], '203.0.113.60', 2)
    ).json().id;
    const leadsBefore = (
      await queryRows<{ n: number }>(t.client, 'select count(*)::int as n from leads')
    )[0]!.n;
    for (const files of [['0'.repeat(32)], [otherHolding], [id, 'garbage']]) {
      const res = await commit(files);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Файл не найден. Прикрепите его ещё раз.');
      expect(res.json().details[0].field).toMatch(/^formData\.files\.\d$/);
    }
    const leadsAfter = (
      await queryRows<{ n: number }>(t.client, 'select count(*)::int as n from leads')
    )[0]!.n;
    expect(leadsAfter).toBe(leadsBefore);
    const ok = await commit([id]);
    expect(ok.statusCode).toBe(200);
    const [row] = await queryRows<{ lead_id: number }>(
      t.client,
      `select lead_id from lead_files where id = '${id}'`,
    );
    expect(row!.lead_id).toBe(ok.json().leadId);
    // A file goes with one lead only.
    const again = await commit([id, id]);
    expect(again.statusCode).toBe(400);
  });

  it('limits the uploads of one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push(
        (await upload([{ field: 'file', file: 'a.png', content: PNG }], '198.51.100.60'))
          .statusCode,
      );
    expect(codes.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('deletes a file no lead took once it is an hour old, record and bytes, and keeps a sent one', async () => {
    const left = (
      await upload([{ field: 'file', file: 'ушёл.pdf', content: PDF }], '192.0.2.61')
    ).json().id as string;
    const sent = (
      await upload([{ field: 'file', file: 'отправлен.pdf', content: PDF }], '192.0.2.61')
    ).json().id as string;
    expect((await commit([sent])).statusCode).toBe(200);
    const stored = async () =>
      (
        await queryRows<{ id: string }>(
          t.client,
          `select id from lead_files where id in ('${left}', '${sent}') order by id`,
        )
      ).map((row) => row.id);
    expect(UNATTACHED_FILE_KEEP_MS).toBe(3_600_000);
    // Within the hour the visitor may still send the form again with it.
    await sweepLeadFiles(
      t.client.db,
      store,
      new Date(Date.now() + UNATTACHED_FILE_KEEP_MS - 60_000),
    );
    expect(await stored()).toEqual([left, sent].sort());
    expect(storedObjects()).toEqual(expect.arrayContaining([left, sent]));
    expect(
      await sweepLeadFiles(
        t.client.db,
        store,
        new Date(Date.now() + UNATTACHED_FILE_KEEP_MS + 60_000),
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(await stored()).toEqual([sent]);
    expect(storedObjects()).toContain(sent);
    expect(storedObjects()).not.toContain(left);
  });
});
