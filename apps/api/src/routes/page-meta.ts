// The meta.page block of every paged list.
export function pageMeta(current: number, perPage: number, total: number) {
  return { page: { current, perPage, total, totalPages: Math.ceil(total / perPage) } };
}
