// The menu data of SPEC 3 that comes from the API: brands and the store/parts category trees.

/** SPEC 3 brand: code, nameEn, mark.logo. */
export interface MenuBrand {
  code: string;
  nameEn: string;
  logo: string | null;
}

/** SPEC 3 accessory and part categories: nameRu, code, image, categories (nameRu, code). */
export interface MenuCategory {
  code: string;
  nameRu: string;
  image: string | null;
  categories: readonly { code: string; nameRu: string }[];
}

export interface MenuData {
  brands: readonly MenuBrand[];
  store: readonly MenuCategory[];
  parts: readonly MenuCategory[];
}

export const EMPTY_MENU_DATA: MenuData = { brands: [], store: [], parts: [] };

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The list inside an API answer: the answer itself, or its `data` or `items`. */
export function listOf(answer: unknown): readonly unknown[] {
  if (Array.isArray(answer)) return answer;
  const body = record(answer);
  const inner = body?.data ?? body?.items;
  return Array.isArray(inner) ? inner : [];
}

/** Keeps the well-formed brands of an answer; a malformed entry is skipped, never a crash. */
export function parseBrands(answer: unknown): MenuBrand[] {
  return listOf(answer).flatMap((entry) => {
    const brand = record(entry);
    const code = text(brand?.code);
    const nameEn = text(brand?.nameEn);
    if (!code || !nameEn) return [];
    return [{ code, nameEn, logo: text(record(brand?.mark)?.logo) }];
  });
}

export function parseCategories(answer: unknown): MenuCategory[] {
  return listOf(answer).flatMap((entry) => {
    const category = record(entry);
    const code = text(category?.code);
    const nameRu = text(category?.nameRu);
    if (!code || !nameRu) return [];
    const children = Array.isArray(category?.categories) ? category.categories : [];
    return [
      {
        code,
        nameRu,
        image: text(category?.image),
        categories: children.flatMap((child) => {
          const sub = record(child);
          const subCode = text(sub?.code);
          const subName = text(sub?.nameRu);
          return subCode && subName ? [{ code: subCode, nameRu: subName }] : [];
        }),
      },
    ];
  });
}
