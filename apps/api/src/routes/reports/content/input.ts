import { randomBytes } from 'node:crypto';
import {
  errorCode,
  type HoldingId,
  type OfficeContentKind,
  type PublicationWrite,
} from '@dealer/contract';
import { cyrillicToLatin } from '@dealer/domain/search/index';
import type { FastifyRequest } from 'fastify';
import { richTextBlocks } from '../../../content/rich-text.ts';
import type { Db } from '../../../db/client.ts';
import {
  slugTaken,
  type PublicationRow,
  type PublicationValues,
} from '../../../db/queries/content/office.ts';
import { AppError } from '../../../errors.ts';
import { authMessages, staffOf, type StaffPrincipal } from '../../../plugins/app/auth.ts';

// Who may edit which content (decision 0068), and a posted item turned into the row's values.

const forbidden = (message: string = authMessages.forbidden) =>
  new AppError(errorCode.permissionDenied, message);

/** Staff of this holding's site (an administrator or a manager); another holding's are refused. */
export function editorOf(request: FastifyRequest, holdingId: HoldingId): StaffPrincipal {
  const staff = staffOf(request);
  if (staff.holdingId !== null && staff.holdingId !== holdingId) throw forbidden();
  return staff;
}

/** The info pages (legal texts among them) are an administrator's. */
export function pageEditorOf(request: FastifyRequest, holdingId: HoldingId): StaffPrincipal {
  const staff = editorOf(request, holdingId);
  if (staff.role !== 'admin') throw forbidden('Страницы правит администратор');
  return staff;
}

/** An item shown on both holdings is changed only by an administrator of both. */
export function checkMayChange(staff: StaffPrincipal, row: PublicationRow): void {
  if (row.holdingId === null && !(staff.role === 'admin' && staff.holdingId === null))
    throw forbidden('Запись обоих холдингов правит администратор обоих холдингов');
}

const slugOf = (title: string) =>
  cyrillicToLatin(title.toLowerCase())
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

/** The posted slug (a clash is the editor's to fix), or one made from the title (made unique). */
async function chosenSlug(
  db: Db,
  kind: OfficeContentKind,
  body: { slug?: string | undefined; title: string },
  exceptId?: number,
): Promise<string> {
  if (body.slug) {
    if (await slugTaken(db, kind, body.slug, exceptId)) {
      const message = 'Такой адрес уже занят';
      throw new AppError(errorCode.alreadyExists, message, [{ field: 'slug', message }]);
    }
    return body.slug;
  }
  const base = slugOf(body.title) || kind;
  const slug = /^\d+$/.test(base) ? `${kind}-${base}` : base;
  if (!(await slugTaken(db, kind, slug, exceptId))) return slug;
  return `${slug}-${randomBytes(3).toString('hex')}`;
}

type Parsed = Omit<PublicationWrite, 'publishAt' | 'startsAt' | 'endsAt'> & {
  publishAt: string | null;
  startsAt?: string | null | undefined;
  endsAt?: string | null | undefined;
};

export async function publicationValues(
  db: Db,
  kind: OfficeContentKind,
  body: Parsed,
  now: Date,
  exceptId?: number,
): Promise<PublicationValues> {
  const publishedAt = body.publishAt ? new Date(body.publishAt) : now;
  const videoUrl = kind === 'media' && body.videoUrl ? body.videoUrl : null;
  return {
    slug: await chosenSlug(db, kind, body, exceptId),
    title: body.title,
    announce: body.announce,
    blocks: richTextBlocks(body.body),
    image: body.image,
    isPublished: body.state === 'published',
    publishedAt,
    // A promotion runs from its publication unless told otherwise.
    startsAt: kind === 'actions' ? (body.startsAt ? new Date(body.startsAt) : publishedAt) : null,
    endsAt: kind === 'actions' && body.endsAt ? new Date(body.endsAt) : null,
    videoUrl,
    mediaType: kind === 'media' ? (videoUrl ? 'video' : 'gallery') : null,
  };
}
