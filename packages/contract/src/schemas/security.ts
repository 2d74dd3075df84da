import { z } from 'zod';

export const securitySummary = z.object({
  failedLogins: z.number(),
  accountLocks: z.number(),
  uniqueIps: z.number(),
  totalEvents: z.number(),
});
export type SecuritySummary = z.infer<typeof securitySummary>;

export const securityEvent = z.object({
  eventId: z.string(),
  eventType: z.string(),
  createdAt: z.string(),
  email: z.string().nullable(),
  companyName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type SecurityEvent = z.infer<typeof securityEvent>;

export const securityEventsResponse = z.object({
  events: z.array(securityEvent),
  summary: securitySummary,
});
export type SecurityEventsResponse = z.infer<typeof securityEventsResponse>;

export const securityCompaniesResponse = z.object({
  companies: z.array(
    z.object({
      companyId: z.string(),
      companyName: z.string(),
      eventCount: z.number(),
      failedLogins: z.number(),
    }),
  ),
});
export type SecurityCompaniesResponse = z.infer<typeof securityCompaniesResponse>;

export const securityUsersResponse = z.object({
  users: z.array(
    z.object({
      userId: z.string(),
      fullName: z.string(),
      email: z.string(),
      companyName: z.string().nullable(),
      failedLoginCount: z.number(),
      lastActivity: z.string().nullable(),
    }),
  ),
});
export type SecurityUsersResponse = z.infer<typeof securityUsersResponse>;

export const failedLoginsResponse = z.object({
  attempts: z.array(
    z.object({
      eventId: z.string(),
      createdAt: z.string(),
      userName: z.string().nullable(),
      userEmail: z.string().nullable(),
      companyName: z.string().nullable(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
});
export type FailedLoginsResponse = z.infer<typeof failedLoginsResponse>;
