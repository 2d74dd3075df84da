/** The frame of the OpenAPI document and its last touches, once every route is in it. */
import { WEBHOOK_EVENTS, webhookEventBody } from '@sitehours/contract';
import { z } from 'zod';

export const API_DESCRIPTION = [
  'Time tracking for construction and field-service crews: time entries, punches, crews,',
  'approvals, payroll and compliance reports of the companies of a client account.',
  '',
  'Sign in with `POST /api/auth/login` and send its access token as',
  '`Authorization: Bearer <token>`; a company route acts on the company the token names.',
  'An outside system calls with a company API key instead (`Authorization: Bearer shk_…`,',
  'created by a company admin): it reaches only the routes of its scopes, listed under each',
  'operation as `apiKey`.',
  'Every error answer is an `ErrorResponse`: `code` names the message in the catalogue,',
  '`message` is its English text, `params` fills its placeholders and `errors` names the',
  'fields at fault.',
].join('\n');

/** Every tag the routes use, in the order a reader meets them. */
export const TAGS = [
  { name: 'auth', description: 'Signing in and out, tokens, passwords and the profile.' },
  { name: 'platform', description: 'Health of the server and reports of web-app crashes.' },
  { name: 'companies', description: "The caller's company: details, settings and branding." },
  { name: 'staff', description: "The company's people: accounts, roles, rates and status." },
  { name: 'jobs', description: 'Jobs and the work types bookable on each.' },
  { name: 'work types', description: 'Work types, the kinds of work time is booked to.' },
  { name: 'wc codes', description: "Workers' compensation class codes of the work types." },
  { name: 'time entries', description: 'Hours worked: recorded, changed and deleted.' },
  { name: 'punch clock', description: 'Clocking in and out on the phone.' },
  { name: 'api keys', description: "Keys of a company's integrations, created by an admin." },
  {
    name: 'webhooks',
    description: 'Subscriptions of a receiver to events, signed per Standard Webhooks; their log.',
  },
  { name: 'kiosks', description: 'Kiosk tablets of a job site, set up by an admin.' },
  { name: 'kiosk device', description: 'What a kiosk tablet calls with its device credential.' },
  { name: 'crews', description: 'Crews and who leads them.' },
  { name: 'crew day', description: "A crew's day, recorded by its lead in one submit." },
  { name: 'sign-offs', description: 'Workers signing their day; PINs, questions and alerts.' },
  { name: 'approvals', description: 'Submitting a week and reviewing its entries.' },
  { name: 'pay periods', description: 'Closing and reopening pay periods.' },
  { name: 'reports', description: 'Weekly reports, approval in bulk and payroll files.' },
  { name: 'exports', description: 'The ledger of payroll files exported, with signed manifests.' },
  { name: 'compliance', description: 'Meal and rest exceptions and time cards of punched days.' },
  { name: 'wc audit', description: "The WC audit packet and changes to a work type's WC bands." },
  { name: 'certified payroll', description: 'Public-works jobs and their certified payrolls.' },
  { name: 'imports', description: 'Importing staff, jobs, work types and hours from files.' },
  { name: 'ledger', description: "The company's tamper-evident history of events." },
  { name: 'tenants', description: 'Client accounts and their companies (operators).' },
  { name: 'global admins', description: 'Platform operators (operators).' },
  { name: 'support sessions', description: "Operators entering a client's company to help." },
  { name: 'security dashboard', description: 'Failed sign-ins across the platform (operators).' },
];

export const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token of a sign-in (`POST /api/auth/login`).',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A company's API key (`shk_…`): the routes that list one of its scopes accept it (600 requests a minute).",
  },
  kiosk: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: "A kiosk tablet's device credential, sent as `Kiosk <credential>`.",
  },
} as const;

/** What an answer of each status means, for the answers a route does not describe itself. */
const STATUS_TEXTS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'Done; no content',
  400: 'The request is not valid; `errors` names the fields at fault',
  401: 'No valid credential: sign in, or refresh the access token',
  403: "The caller's role may not do this",
  404: "No such record in the caller's company",
  409: 'The request conflicts with the state of a record',
  413: 'The request or its file is too large',
  415: 'The request is of a content type this route does not read',
  423: 'Locked for a while after too many failed attempts',
  429: 'Too many requests: try again after `params.seconds`',
  503: 'Unavailable for a moment: try again shortly',
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

const COMPONENT_REF = /^#\/components\/schemas\/(.+)$/;

/** The names of the component schemas a part of the document refers to. */
function refsIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) refsIn(item, found);
  } else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      const name = key === '$ref' && typeof child === 'string' && COMPONENT_REF.exec(child)?.[1];
      if (name) found.add(decodeURIComponent(name));
      else refsIn(child, found);
    }
  }
}

/** Drops the component schemas nothing refers to (each has an input and an output form). */
function pruneSchemas(document: Json): void {
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const used = new Set<string>();
  refsIn({ ...document, components: { ...components, schemas: {} } }, used);
  for (let pending = [...used]; pending.length > 0;) {
    const next = new Set<string>();
    for (const name of pending) refsIn(schemas[name], next);
    pending = [...next].filter((name) => !used.has(name));
    for (const name of pending) used.add(name);
  }
  components.schemas = Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => used.has(name))
      .sort()
      .map((name) => [name, schemas[name]]),
  );
}

/** Each answer described by what its status means where its route says nothing more. */
function describeResponses(document: Json): void {
  for (const pathItem of Object.values(isObject(document.paths) ? document.paths : {})) {
    for (const operation of Object.values(isObject(pathItem) ? pathItem : {})) {
      const responses =
        isObject(operation) && isObject(operation.responses) ? operation.responses : {};
      for (const [status, response] of Object.entries(responses)) {
        const text = STATUS_TEXTS[status];
        if (isObject(response) && response.description === 'Default Response' && text) {
          response.description = text;
        }
      }
    }
  }
}

const SIGNATURE_HEADERS = [
  ['webhook-id', "The event's id: the same on every try and resend, to drop a repeat by"],
  ['webhook-timestamp', 'When this try was signed, in seconds since 1970'],
  ['webhook-signature', '`v1,` and the base64 HMAC-SHA256 of `<id>.<timestamp>.<body>`'],
].map(([name, description]) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
}));

/**
 * The events a receiver subscribed to gets (OpenAPI 3.1 `webhooks`): each body's schema, from the
 * contract's, and the Standard Webhooks headers that sign it.
 */
function webhooksSection(): Json {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((type) => {
      const { $schema: _draft, ...schema } = z.toJSONSchema(webhookEventBody(type), {
        unrepresentable: 'any',
      });
      const name = type.replace(/[._](\w)/g, (_m, c: string) => c.toUpperCase());
      return [
        type,
        {
          post: {
            operationId: `${name}Event`,
            summary: `The ${type} event, sent to each webhook subscribed to it`,
            tags: ['webhooks'],
            security: [],
            parameters: SIGNATURE_HEADERS,
            requestBody: { required: true, content: { 'application/json': { schema } } },
            responses: {
              '200': { description: 'Received: any 2xx answer ends the delivery' },
              '400': {
                description: 'Not received (any other answer): tried again, up to 24 hours',
              },
            },
          },
        },
      ];
    }),
  );
}

export function finishDocument<T extends Json>(document: T): T {
  (document as Json).webhooks = webhooksSection();
  describeResponses(document);
  pruneSchemas(document);
  return document;
}
