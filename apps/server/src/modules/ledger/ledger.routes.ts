import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  ledgerEventsPage,
  ledgerEventsQuery,
  ledgerVerification,
} from '@sitehours/contract';
import { COMPANY_ADMIN } from '../../platform/access';
import type { AppContext } from '../../platform/app-context';
import { companyScopeOf } from '../../platform/principal';
import * as service from './ledger.service';

const errors = { 400: errorResponse, 403: errorResponse };
const tags = ['ledger'];

/** The company's audit trail: its events and the check of its history (decision 0027). */
export const ledgerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = { access: COMPANY_ADMIN };
  app.get(
    '/api/ledger/verify',
    {
      config,
      schema: {
        tags,
        summary:
          "Check the company's history: every event's hash, the chain's order, and every entry against its latest event",
        response: { 200: ledgerVerification, ...errors },
      },
    },
    (req) => service.verifyOwnLedger(ctx, companyScopeOf(req.principal)),
  );
  app.get(
    '/api/ledger/events',
    {
      config,
      schema: {
        tags,
        summary: "The company's ledger events, newest first, a page at a time",
        querystring: ledgerEventsQuery,
        response: { 200: ledgerEventsPage, ...errors },
      },
    },
    (req) => service.listLedgerEvents(ctx, companyScopeOf(req.principal), req.query),
  );
};
