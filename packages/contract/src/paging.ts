import { z } from 'zod';

// Page number and page size of every paged list of the catalogue and content.
export const pageParam = z.coerce
  .number({ error: 'Страница: целое число от 1' })
  .int('Страница: целое число от 1')
  .min(1, 'Страница: целое число от 1')
  .max(10_000, 'Страница: не больше 10000')
  .default(1)
  .meta({ type: 'integer' });

export function perPageParam(size: number) {
  return z.coerce
    .number({ error: 'Размер страницы: от 1 до 100' })
    .int('Размер страницы: от 1 до 100')
    .min(1, 'Размер страницы: от 1 до 100')
    .max(100, 'Размер страницы: от 1 до 100')
    .default(size)
    .meta({ type: 'integer' });
}

// A filter of several values: one value, a comma-separated list or a repeated parameter (?a=x&a=y).
export function listOf<T extends string>(item: z.ZodType<T, string>, max = 50) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(',')).map((v) => v.trim()).filter(Boolean),
    )
    .pipe(z.array(item).max(max, `Не больше ${max} значений в одном фильтре`))
    .optional();
}
