import { data, type RouterContextProvider } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import { staffCreateBodySchema } from '@dealer/contract';
import { z } from 'zod';
import { adminOf, officePost, refusalOf } from './office.server.ts';
import type { StaffActionState } from './types.ts';

type Context = Readonly<RouterContextProvider>;

// The create form as posted: the API's own schema, the dealers' checkboxes read as numbers.
const createForm = staffCreateBodySchema.extend({
  dealerIds: z.array(z.coerce.number<string>().int().min(1)).default([]),
});

/** /reports/staff/: the holding's accounts and the dealerships a manager may be given. */
export async function loadStaff(request: Request, context: Context) {
  const { api, staff } = await adminOf(request, context);
  const [list, dealers] = await Promise.all([
    api.get('/reports/staff'),
    api.get('/reports/dealers'),
  ]);
  return { staff, members: list?.items ?? [], dealers: dealers?.items ?? [] };
}

/** Create an account (Conform parses the post with the API's schema), or disable / enable one. */
export async function staffAction(request: Request, context: Context) {
  const { api, form, staff } = await officePost(request, context);
  if (staff.role !== 'admin')
    return data<StaffActionState>({ ok: false, error: 'Недостаточно прав', fields: {} }, 403);
  const intent = form.get('intent');
  if (intent === 'disable' || intent === 'enable') {
    const id = Number(form.get('id'));
    if (!Number.isInteger(id) || id < 1)
      return data<StaffActionState>({ ok: false, error: 'Сотрудник не найден', fields: {} }, 404);
    const sent = await api.patch('/reports/staff/:id', {
      params: { id },
      body: { disabled: intent === 'disable' },
    });
    if (sent.status === 200 && sent.body && 'login' in sent.body)
      return data<StaffActionState>({
        ok: true,
        message: `${sent.body.name}: ${intent === 'disable' ? 'доступ отключён' : 'доступ снова открыт'}.`,
      });
    const { status, refusal } = refusalOf(sent);
    return data<StaffActionState>({ ok: false, ...refusal }, status);
  }
  const submission = parseWithZod(form, { schema: createForm });
  const values = {
    login: String(form.get('login') ?? ''),
    name: String(form.get('name') ?? ''),
    role: String(form.get('role') ?? ''),
  };
  if (submission.status !== 'success') {
    const fields = Object.fromEntries(
      Object.entries(submission.error ?? {}).flatMap(([key, messages]) =>
        messages?.[0] ? [[key.replace(/\[\d+\]$/, ''), messages[0]]] : [],
      ),
    );
    return data<StaffActionState>(
      { ok: false, error: 'Проверьте поля формы', fields, values },
      400,
    );
  }
  const sent = await api.post('/reports/staff', { body: submission.value });
  if (sent.status === 200 && sent.body && 'login' in sent.body)
    return data<StaffActionState>({
      ok: true,
      message: `Учётная запись ${sent.body.login} создана.`,
    });
  const { status, refusal } = refusalOf(sent);
  return data<StaffActionState>({ ok: false, ...refusal, values }, status);
}
