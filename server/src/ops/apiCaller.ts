import type { AnswerOf, BodyOf, Endpoint, ParamsOf, QueryOf } from '@hearth/shared';

type Input<E extends Endpoint> = { params?: ParamsOf<E>; query?: QueryOf<E>; body?: BodyOf<E> };

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * One person talking to a running server over HTTP, with their own session cookie like one browser:
 * `call` is typed by the shared contracts; `request` is untyped (sweeps over every route, tests).
 */
export class ApiCaller {
  cookie: string | undefined;
  /** The browser's device cookie (kept across sign-outs, like a browser keeps it). */
  device: string | undefined;
  constructor(
    readonly baseUrl: string,
    private readonly origin?: string,
  ) {}

  async call<E extends Endpoint>(e: E, input: Input<E> = {}): Promise<AnswerOf<E>> {
    const path = e.path.replace(/:(\w+)/g, (_, k: string) =>
      encodeURIComponent(String((input.params as Record<string, unknown> | undefined)?.[k] ?? '')),
    );
    const query = Object.entries((input.query ?? {}) as Record<string, unknown>);
    const qs = new URLSearchParams(query.map(([k, v]): [string, string] => [k, String(v)])).toString();
    const method = e.method.toUpperCase();
    const res = await this.request<AnswerOf<E>>(method, `${path}${qs ? `?${qs}` : ''}`, input.body);
    if (res.status >= 400)
      throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** Answers the status, the headers and the body (parsed when it is JSON: CSV, ICS or an image stay text). */
  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie || this.device
          ? { cookie: [this.cookie, this.device].filter(Boolean).join('; ') }
          : {}),
        ...(this.origin ? { origin: this.origin } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setDevice = res.headers.getSetCookie().find((c) => c.startsWith('hearth_device='));
    if (setDevice) this.device = setDevice.split(';')[0];
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('hearth_session='));
    if (setCookie) {
      const value = setCookie.split(';')[0]!;
      this.cookie = value === 'hearth_session=' ? undefined : value;
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
}
