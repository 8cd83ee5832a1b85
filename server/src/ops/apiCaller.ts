import type { AnswerOf, BodyOf, Endpoint, ParamsOf, QueryOf } from '@hearth/shared';

type Input<E extends Endpoint> = { params?: ParamsOf<E>; query?: QueryOf<E>; body?: BodyOf<E> };

/** One signed-in person talking to a running server over HTTP, typed by the shared contracts. */
export class ApiCaller {
  private cookie: string | undefined;
  constructor(private readonly baseUrl: string) {}

  async call<E extends Endpoint>(e: E, input: Input<E> = {}): Promise<AnswerOf<E>> {
    const path = e.path.replace(/:(\w+)/g, (_, k: string) =>
      encodeURIComponent(String((input.params as Record<string, unknown> | undefined)?.[k] ?? '')),
    );
    const query = Object.entries((input.query ?? {}) as Record<string, unknown>);
    const qs = new URLSearchParams(query.map(([k, v]): [string, string] => [k, String(v)])).toString();
    const res = await fetch(`${this.baseUrl}${path}${qs ? `?${qs}` : ''}`, {
      method: e.method.toUpperCase(),
      headers: {
        ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: input.body !== undefined ? JSON.stringify(input.body) : undefined,
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('hearth_session='));
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await res.text();
    if (!res.ok) throw new Error(`${e.method.toUpperCase()} ${path} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as AnswerOf<E>;
  }

  /** An untyped request, for sweeps over every route: answers status and parsed body. */
  async raw(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* CSV, ICS or an image: keep the text */
    }
    return { status: res.status, body: parsed };
  }
}
