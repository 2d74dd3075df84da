import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequest,
  checkPasswordStrengthRequest,
  errorResponse,
  forgotPasswordRequest,
  forgotPasswordResponse,
  loginRequest,
  loginResponse,
  logoutRequest,
  messageResponse,
  passwordStrengthResponse,
  profileResponse,
  refreshRequest,
  refreshResponse,
  resetPasswordRequest,
  switchCompanyRequest,
  updateLanguageRequest,
} from '@sitehours/contract';
import { z } from 'zod';
import { bearerToken } from '../../platform/access';
import type { AppContext } from '../../platform/app-context';
import { unauthorized } from '../../platform/errors';
import { configurePasswordWork } from '../../platform/passwords';
import { signedInPerson } from '../../platform/principal';
import { requestOrigin } from '../../platform/security-events';
import * as auth from './auth.service';
import * as companies from './company-switch.service';

const membershipParams = z.object({ membershipId: z.uuid('invitationNotOpen') });

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  423: errorResponse,
  429: errorResponse,
  503: errorResponse,
};

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  configurePasswordWork({
    concurrency: ctx.config.PASSWORD_HASH_CONCURRENCY,
    queue: ctx.config.PASSWORD_HASH_QUEUE,
  });
  // Reset links still being made are finished before the database closes.
  app.addHook('onClose', () => auth.afterResponse(ctx).drain());

  const perMinute = (max: number, byEmail: boolean) => ({
    max,
    timeWindow: '1 minute',
    keyGenerator: (req: { ip: string; body?: unknown }) => {
      const email = (req.body as { email?: unknown } | undefined)?.email;
      return byEmail && typeof email === 'string'
        ? `${req.ip}|${email.trim().toLowerCase()}`
        : req.ip;
    },
  });

  app.post(
    '/api/auth/login',
    {
      config: {
        access: 'public',
        rateLimit: perMinute(ctx.config.LOGIN_RATE_LIMIT_PER_MINUTE, true),
      },
      // A client over its limit, or a full queue of password checks: refused before any work.
      preValidation: async (req) => {
        const refusal = auth.earlyLoginRefusal(ctx, req.ip);
        if (refusal) throw refusal;
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginRequest,
        response: { 200: loginResponse, ...errors },
      },
    },
    (req) => auth.login(ctx, req.body, requestOrigin(req)),
  );

  app.get(
    '/api/auth/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: "The signed-in account's profile",
        response: { 200: profileResponse },
      },
    },
    (req) => auth.getProfile(ctx, signedInPerson(req.principal)),
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { access: 'public', rateLimit: perMinute(120, false) },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token (as bearer) for new tokens; the old one is spent',
        body: refreshRequest,
        response: { 200: refreshResponse, 401: errorResponse },
      },
    },
    (req) => {
      const presented = bearerToken(req) ?? req.body?.refreshToken ?? req.body?.refresh_token;
      if (!presented) throw unauthorized('noRefreshToken');
      return auth.refresh(ctx, presented, requestOrigin(req));
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'End this sign-in (revokes its refresh tokens)',
        body: logoutRequest,
        response: { 204: z.undefined() },
      },
    },
    async (req, reply) => {
      const refreshToken = req.body?.refreshToken ?? req.body?.refresh_token;
      const access = bearerToken(req);
      const verified = access ? await ctx.tokens.verify(access) : undefined;
      await auth.logout(ctx, {
        refreshToken,
        familyId: verified?.ok ? verified.claims.fam : undefined,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: {
        access: 'public',
        rateLimit: perMinute(ctx.config.RESET_RATE_LIMIT_PER_MINUTE, false),
      },
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset link (same answer whether or not the address exists)',
        body: forgotPasswordRequest,
        response: { 200: forgotPasswordResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    (req) => auth.forgotPassword(ctx, req.body.email, requestOrigin(req)),
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: {
        access: 'public',
        rateLimit: perMinute(ctx.config.RESET_RATE_LIMIT_PER_MINUTE, false),
      },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset or welcome link',
        body: resetPasswordRequest,
        response: {
          200: messageResponse,
          400: errorResponse,
          429: errorResponse,
          503: errorResponse,
        },
      },
    },
    (req) => auth.resetPassword(ctx, req.body, requestOrigin(req)),
  );

  app.post(
    '/api/auth/change-password',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in account's password",
        body: changePasswordRequest,
        response: {
          200: messageResponse,
          400: errorResponse,
          401: errorResponse,
          503: errorResponse,
        },
      },
    },
    (req) => auth.changePassword(ctx, signedInPerson(req.principal), req.body, requestOrigin(req)),
  );

  app.put(
    '/api/auth/me/language',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: "Save the signed-in account's interface and mail language",
        body: updateLanguageRequest,
        response: { 200: profileResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (req) => {
      await auth.setLanguage(ctx, signedInPerson(req.principal), req.body.language);
      return auth.getProfile(ctx, signedInPerson(req.principal));
    },
  );

  app.post(
    '/api/auth/switch-company',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: "Work in another of the signed-in person's companies: a new sign-in scoped to it",
        body: switchCompanyRequest,
        response: { 200: refreshResponse, ...errors },
      },
    },
    (req) => companies.switchCompany(ctx, req.principal!, req.body.companyId, requestOrigin(req)),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/api/auth/invitations/:membershipId/${answer}`,
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['auth'],
          summary: `${answer === 'accept' ? 'Accept' : 'Decline'} a company's invitation to its staff`,
          params: membershipParams,
          response: { 204: z.null(), 404: errorResponse, ...errors },
        },
      },
      async (req, reply) => {
        await companies.answerInvitation(
          ctx,
          req.principal!,
          req.params.membershipId,
          answer === 'accept',
        );
        return reply.code(204).send(null);
      },
    );
  }

  app.post(
    '/api/auth/check-password-strength',
    {
      config: { access: 'public', rateLimit: perMinute(120, false) },
      schema: {
        tags: ['auth'],
        summary: 'Score a password against the strength rules and a common-password list',
        body: checkPasswordStrengthRequest,
        response: { 200: passwordStrengthResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: await auth.passwordStrengthFor(ctx, req.body),
    }),
  );
};
