import type * as v from 'valibot';
import type { AnySchema, ApiClient, CallOptions, QueryValue } from './client.ts';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What one call sends, worked out from its input. */
export interface Outgoing {
  path: string;
  /** The JSON body of a post, put or patch; `{}` when left out. */
  body?: unknown;
  /** A multipart body instead of JSON (post or patch only). */
  form?: FormData;
  /** The call's query: the caller's own searchParams cannot replace it. */
  searchParams?: Record<string, QueryValue>;
  /** Sends x-phone-number (§6) whatever the caller's options say. */
  phoneHeader?: true;
}

/** A resource call as machines and actors use it: the caller's options win over the call's defaults. */
export type Call<I, O> = (client: ApiClient, input: I, options?: CallOptions) => Promise<O>;
/** A call that needs nothing but the token (or nothing at all). */
export type BareCall<O> = (client: ApiClient, options?: CallOptions) => Promise<O>;

/**
 * The calls of a resource that share default options (error mode, timeout). Each call names
 * its method, the schema its answer must parse as, and how its input becomes path and body;
 * the parsing, the option order and the multipart choice live here once.
 */
export function callsWith(defaults: CallOptions) {
  function send<S extends AnySchema>(
    client: ApiClient,
    method: Method,
    schema: S,
    outgoing: Outgoing,
    options: CallOptions,
  ): Promise<v.InferOutput<S>> {
    const { path, body = {}, form, searchParams, phoneHeader } = outgoing;
    const parsed = {
      ...defaults,
      ...options,
      ...(searchParams ? { searchParams } : {}),
      ...(phoneHeader ? { phoneHeader } : {}),
      schema,
    };
    if (form) {
      return method === 'patch' ? client.patchMultipart(path, form, parsed) : client.postMultipart(path, form, parsed);
    }
    if (method === 'get' || method === 'delete') return client[method](path, parsed);
    return client[method](path, body, parsed);
  }

  return {
    call<I, S extends AnySchema>(
      method: Method,
      schema: S,
      outgoing: (input: I) => Outgoing,
    ): Call<I, v.InferOutput<S>> {
      return (client, input, options = {}) => send(client, method, schema, outgoing(input), options);
    },
    bare<S extends AnySchema>(method: Method, schema: S, path: string): BareCall<v.InferOutput<S>> {
      return (client, options = {}) => send(client, method, schema, { path }, options);
    },
  };
}

/** Calls whose errors take the client's default handling (§8: a popup). */
export const plain = callsWith({});
