import { api } from '@/app/api-client';

/** Request functions of the password screens. */

export interface ForgotPasswordResult {
  message?: string;
  /** Development only: the link the email would carry. */
  resetUrl?: string;
  info?: string;
}

export const requestPasswordReset = (email: string) =>
  api.post<ForgotPasswordResult>('auth/forgot-password', { email }, { auth: false });

export const resetPassword = (body: { token: string; email: string; password: string }) =>
  api.post<{ message?: string }>('auth/reset-password', body, { auth: false });

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api.post<{ message?: string }>('auth/change-password', body);
