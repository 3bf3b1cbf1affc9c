import { errorCode, type HoldingId, type StaffMember } from '@dealer/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { hashPassword } from '../../../auth/passwords.ts';
import { auditLog, writeAudit } from '../../../db/queries/audit.ts';
import { findStaffByLogin } from '../../../db/queries/staff.ts';
import {
  auditedStaff,
  holdingDealerIds,
  insertStaff,
  setStaffDealers,
  staffOfHolding,
  updateStaff,
} from '../../../db/queries/staff-admin.ts';
import { AppError } from '../../../errors.ts';
import { authMessages, staffOf, type StaffPrincipal } from '../../../plugins/app/auth.ts';
import { noStore } from '../../../plugins/app/no-store.ts';
import { endpoint } from '../../endpoint.ts';
import { errorResponses } from '../../error-responses.ts';

const tags = ['reports'];
const AUDIT_PAGE = 50;
const NOT_FOUND = 'Сотрудник не найден';

// Administrators only: of this holding, or of the whole group (holding_id null).
function adminOf(request: FastifyRequest, holdingId: HoldingId): StaffPrincipal {
  const staff = staffOf(request);
  if (staff.role !== 'admin' || (staff.holdingId !== null && staff.holdingId !== holdingId))
    throw new AppError(errorCode.permissionDenied, authMessages.forbidden);
  return staff;
}

function invalid(field: string, message: string): AppError {
  return new AppError(errorCode.invalidArgument, message, [{ field, message }]);
}

// Staff accounts and the audit log of the back office (issue 30 item 5, decision 0060).
const staffAdmin: FastifyPluginAsyncZod = async (plain) => {
  const fastify = plain.withTypeProvider<ZodTypeProvider>();
  noStore(fastify);
  fastify.addHook('onRequest', fastify.authenticateStaff);

  async function dealersOf(holdingId: HoldingId, role: string, ids: readonly number[]) {
    if (role !== 'manager') return [];
    const unique = [...new Set(ids)];
    const known = await holdingDealerIds(fastify.db, holdingId, unique);
    if (unique.some((id) => !known.has(id)))
      throw invalid('dealerIds', 'Выберите дилерские центры этого холдинга');
    return unique;
  }

  async function memberOf(holdingId: HoldingId, id: number): Promise<StaffMember> {
    const [member] = await staffOfHolding(fastify.db, holdingId, id);
    if (!member) throw new AppError(errorCode.notFound, NOT_FOUND);
    return member;
  }

  fastify.route({
    ...endpoint(fastify, 'GET /reports/staff', {
      tags,
      summary: 'Сотрудники холдинга',
      description:
        'Только для администратора: учётные записи холдинга с дилерскими центрами менеджеров.',
      operationId: 'staffList',
      errors: errorResponses(400, 401, 403, 422),
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      adminOf(request, holdingId);
      return { items: await staffOfHolding(fastify.db, holdingId) };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /reports/staff', {
      tags,
      summary: 'Создать учётную запись сотрудника',
      description:
        'Только для администратора. Менеджеру назначаются дилерские центры холдинга; администратор видит их все.',
      operationId: 'createStaff',
      errors: errorResponses(400, 401, 403, 409, 422),
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      const admin = adminOf(request, holdingId);
      const body = request.body;
      const dealerIds = await dealersOf(holdingId, body.role, body.dealerIds);
      if (await findStaffByLogin(fastify.db, body.login))
        throw new AppError(errorCode.alreadyExists, 'Такой логин уже занят', [
          { field: 'login', message: 'Такой логин уже занят' },
        ]);
      const passwordHash = await hashPassword(body.password);
      const at = fastify.services.clock();
      const id = await fastify.db.transaction(async (tx) => {
        const id = await insertStaff(tx, {
          login: body.login,
          name: body.name,
          role: body.role,
          holdingId,
          passwordHash,
          createdAt: at,
        });
        await setStaffDealers(tx, id, dealerIds);
        const [created] = await staffOfHolding(tx, holdingId, id);
        await writeAudit(tx, {
          at,
          staff: admin,
          holdingId,
          entity: 'staff',
          entityId: id,
          action: 'create',
          before: null,
          after: created ? auditedStaff(created) : null,
        });
        return id;
      });
      return memberOf(holdingId, id);
    },
  });

  fastify.route({
    ...endpoint(fastify, 'PATCH /reports/staff/:id', {
      tags,
      summary: 'Изменить, отключить или включить сотрудника',
      description:
        'Только для администратора. Отключённый сотрудник сразу теряет доступ (его токены больше не действуют). Свою учётную запись отключить или лишить роли администратора нельзя.',
      operationId: 'updateStaff',
      errors: errorResponses(400, 401, 403, 404, 422),
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      const admin = adminOf(request, holdingId);
      const before = await memberOf(holdingId, request.params.id);
      const body = request.body;
      if (before.id === admin.id && (body.disabled === true || body.role === 'manager'))
        throw invalid('disabled', 'Свою учётную запись нельзя отключить или понизить');
      const role = body.role ?? before.role;
      const dealerIds =
        body.dealerIds !== undefined || role !== before.role
          ? await dealersOf(holdingId, role, body.dealerIds ?? before.dealers.map((d) => d.id))
          : undefined;
      const at = fastify.services.clock();
      const disabledAt =
        body.disabled === undefined
          ? undefined
          : body.disabled
            ? before.disabledAt
              ? new Date(before.disabledAt)
              : at
            : null;
      await fastify.db.transaction(async (tx) => {
        await updateStaff(tx, before.id, { name: body.name, role, disabledAt });
        if (dealerIds !== undefined) await setStaffDealers(tx, before.id, dealerIds);
        const [after] = await staffOfHolding(tx, holdingId, before.id);
        const was = auditedStaff(before);
        const now = after ? auditedStaff(after) : null;
        if (JSON.stringify(was) === JSON.stringify(now)) return;
        await writeAudit(tx, {
          at,
          staff: admin,
          holdingId,
          entity: 'staff',
          entityId: before.id,
          action:
            body.disabled === true && !before.disabledAt
              ? 'disable'
              : body.disabled === false && before.disabledAt
                ? 'enable'
                : 'update',
          before: was,
          after: now,
        });
      });
      return memberOf(holdingId, before.id);
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /reports/audit', {
      tags,
      summary: 'Журнал изменений в кабинете сотрудников',
      description:
        'Только для администратора: кто, когда и что изменил (до и после), новые записи первыми. Фильтры: вид записи (lead, booking, review, staff), номер записи, сотрудник.',
      operationId: 'auditLog',
      errors: errorResponses(400, 401, 403, 422),
    }),
    handler: async (request) => {
      const { holdingId, page, entity, entityId, staffId } = request.query;
      adminOf(request, holdingId);
      return auditLog(fastify.db, {
        holdingId,
        entity,
        entityId,
        staffId,
        page,
        perPage: AUDIT_PAGE,
      });
    },
  });
};

export default staffAdmin;
