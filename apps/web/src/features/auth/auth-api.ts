import type { ForgotPasswordResponse, MessageResponse } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';

/** Request functions of the password screens. */

export const requestPasswordReset = (email: string) =>
  api.post<ForgotPasswordResponse>('auth/forgot-password', { email }, { auth: false });

export const resetPassword = (body: { token: string; email: string; password: string }) =>
  api.post<MessageResponse>('auth/reset-password', body, { auth: false });

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api.post<MessageResponse>('auth/change-password', body);
