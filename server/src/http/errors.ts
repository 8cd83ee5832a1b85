/** An error whose message is safe to show: the error middleware answers `{detail}` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, errors?: { path: string; message: string }[]) =>
  new HttpError(400, detail, errors);
export const unauthorized = (detail = 'Not authenticated') => new HttpError(401, detail);
export const forbidden = (detail: string) => new HttpError(403, detail);
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`);
export const conflict = (detail: string) => new HttpError(409, detail);
export const tooMany = (detail: string) => new HttpError(429, detail);

/** Throws 404 when a scoped lookup found nothing, so that another user's id looks exactly like a missing one. */
export function found<T>(row: T | undefined | null, what?: string): T {
  if (row === undefined || row === null) throw notFound(what);
  return row;
}
