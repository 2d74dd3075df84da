// Generated from docs/openapi.json by openapi-typescript: `npm run openapi` writes it again.
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness and database check */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with email and password */
    post: operations['signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in account's profile */
    get: operations['getProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Exchange a refresh token (as bearer) for new tokens; the old one is spent */
    post: operations['refreshTokens'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End this sign-in (revokes its refresh tokens) */
    post: operations['signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a password reset link (same answer whether or not the address exists) */
    post: operations['requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset or welcome link */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the signed-in account's password */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me/language': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save the signed-in account's interface and mail language */
    put: operations['setProfileLanguage'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/switch-company': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Work in another of the signed-in person's companies: a new sign-in scoped to it */
    post: operations['switchCompany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/invitations/{membershipId}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept a company's invitation to its staff */
    post: operations['acceptInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/invitations/{membershipId}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline a company's invitation to its staff */
    post: operations['declineInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/check-password-strength': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Score a password against the strength rules and a common-password list */
    post: operations['checkPasswordStrength'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's company, for branding */
    get: operations['getCompany'];
    /** Update the general fields, or the contact email alone, or the billing contact email alone */
    put: operations['updateCompany'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/{id}/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Company settings */
    get: operations['getCompanySettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/{id}/address': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update the company's address */
    put: operations['updateCompanyAddress'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/{id}/branding': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set colours and, optionally, a logo (multipart: primary_color, secondary_color, logo) */
    post: operations['setCompanyBranding'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/client-errors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report a crash of the web app */
    post: operations['reportClientError'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/global-admins': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List platform operators */
    get: operations['listGlobalAdmins'];
    put?: never;
    /** Add a platform operator */
    post: operations['createGlobalAdmin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/global-admins/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a platform operator (a blank password leaves it unchanged) */
    put: operations['updateGlobalAdmin'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/global-admins/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Activate or deactivate a platform operator */
    put: operations['setGlobalAdminStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Client companies, a page at a time */
    get: operations['listTenants'];
    put?: never;
    /** Open a client company with its first admin */
    post: operations['createTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenants/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every client company with its head counts */
    get: operations['getTenantsOverview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenants/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One client company */
    get: operations['getTenant'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenants/{id}/suspend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Suspend a company: its users are deactivated and signed out */
    post: operations['suspendTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenants/{id}/reactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reactivate a company and the users its suspension deactivated */
    post: operations['reactivateTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenants/{id}/resend-welcome': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a new welcome link to the company's first admin */
    post: operations['resendTenantWelcome'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenants/{id}/companies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The client account's companies, each with its number of people */
    get: operations['listTenantCompanies'];
    put?: never;
    /** Add a company to the client account, with its first admin */
    post: operations['createTenantCompany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenants/{id}/companies/{companyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Rename a company of the client account and change its settings */
    put: operations['updateTenantCompany'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/security/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Summary and recent security events, last 7 days */
    get: operations['getSecurityEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/security/companies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Top 5 companies by failed sign-ins, last 7 days */
    get: operations['listCompaniesByFailedSignIns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/security/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Top 5 accounts by failed sign-ins, last 7 days */
    get: operations['listAccountsByFailedSignIns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/security/failed-logins': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The 15 most recent failed sign-ins */
    get: operations['listFailedSignIns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/support/tenants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Companies an operator can enter */
    get: operations['listSupportTenants'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/support/impersonate-tenant': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enter a company for support: the answer carries a token scoped to it */
    post: operations['startSupportSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/support/exit-impersonation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Leave the company: the answer carries a plain operator token */
    post: operations['exitSupportSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/support/sessions/active': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Support sessions running now */
    get: operations['listActiveSupportSessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/support/sessions/logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest audit entries of support sessions */
    get: operations['listSupportSessionLogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/support/sessions/{sessionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Stop a support session, one's own or another admin's */
    delete: operations['stopSupportSession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/work-types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Work types (includeInactive for the management screen) */
    get: operations['listWorkTypes'];
    put?: never;
    /** Add a work type */
    post: operations['createWorkType'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/work-types/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Rename, activate or deactivate a work type */
    put: operations['updateWorkType'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/work-types/{id}/assign-to-jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Link a work type to every active job */
    post: operations['assignWorkTypeToJobs'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/work-type-wc-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every work type with its WC codes */
    get: operations['listWorkTypeWcCodes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wc-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's WC codes */
    get: operations['listWcCodes'];
    put?: never;
    /** Add a WC code to a work type */
    post: operations['createWcCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wc-codes/match': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The active code of a work type for an hourly rate */
    get: operations['matchWcCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wc-codes/multiple': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a work type's codes: one (No Threshold) or a below/above pair */
    post: operations['setWorkTypeWcCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wc-codes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a WC code */
    put: operations['updateWcCode'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wc-codes/{id}/toggle-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Activate or deactivate a WC code */
    put: operations['toggleWcCodeStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All jobs, active and inactive */
    get: operations['listAllJobs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active jobs */
    get: operations['listJobs'];
    put?: never;
    /** Add a job (optionally with its work types) */
    post: operations['createJob'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a job, or activate / deactivate it with isActive */
    put: operations['updateJob'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/job-work-types/job/{id}/work-types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The active work types bookable on a job */
    get: operations['listJobWorkTypes'];
    put?: never;
    /** Set a job's work types */
    post: operations['setJobWorkTypes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/punch-clock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where the signed-in worker stands, and the workday's punches */
    get: operations['getPunchClock'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/punches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Clock in, switch, start or end a meal, clock out (a repeated clientId is recorded once) */
    post: operations['recordPunch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/punch-clock/location-consent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Agree or refuse to have the position recorded at each punch */
    put: operations['setLocationConsent'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/compliance/exceptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Exceptions of punched workdays between two days, and the premiums they owe */
    get: operations['listComplianceExceptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/compliance/time-cards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** California time cards of up to 31 days, per worker and day, as CSV or PDF */
    get: operations['getTimeCards'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's kiosks */
    get: operations['listKiosks'];
    put?: never;
    /** Set up a kiosk for a job; its device credential is answered this once */
    post: operations['createKiosk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke a kiosk: its credential is refused at once */
    delete: operations['revokeKiosk'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/{id}/punches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The punches made at a kiosk on a day (today when none is named) */
    get: operations['listKioskPunches'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/{id}/punches/{punchId}/photo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The photo taken at a kiosk punch */
    get: operations['getKioskPunchPhoto'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The kiosk's site, the company's worker names and the site's work types */
    get: operations['getKioskSite'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/state': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Where a worker stands, with their PIN */
    post: operations['getKioskWorkerState'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/punches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A punch at the kiosk with the worker’s PIN (a repeated clientId is recorded once) */
    post: operations['recordKioskPunch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/sign-offs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A worker signs or disputes their day at the kiosk, with their PIN */
    post: operations['recordKioskSignOff'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pay-periods': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's pay periods in a range, newest first, with their totals */
    get: operations['listPayPeriods'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pay-periods/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Close a pay period: its entries become final for every role */
    post: operations['closePayPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pay-periods/reopen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reopen a closed pay period, with a reason */
    post: operations['reopenPayPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/crews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's crews */
    get: operations['listCrews'];
    put?: never;
    /** Create a crew */
    post: operations['createCrew'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/crews/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a crew: name, default job, members and leads, active */
    put: operations['updateCrew'];
    post?: never;
    /** Remove a crew (the entries of its days stay) */
    delete: operations['deleteCrew'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/crew-day/crews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The crews I may record the day of */
    get: operations['listCrewDayCrews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/crew-day': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A crew's day: each member's entries of the date and their signature */
    get: operations['getCrewDay'];
    put?: never;
    /** Record a crew's day in one submit (all rows or none; each client id once) */
    post: operations['saveCrewDay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sign-offs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Review: the days that need or have a signature, with answers and disputes */
    get: operations['listSignOffs'];
    put?: never;
    /** A worker signs or disputes their day: their own, or on the lead's device with their PIN */
    post: operations['recordSignOff'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sign-offs/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The days the signed-in worker has to sign (or disputed), in the last month */
    get: operations['listMySignOffs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/pin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set my personal PIN (it also unlocks a locked one) */
    put: operations['setMyPin'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/pin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Clear a worker's PIN (forgotten or locked); they set a new one */
    delete: operations['clearUserPin'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/day-questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The end-of-day questions */
    get: operations['getDayQuestions'];
    /** Set the end-of-day questions and whether signatures are required before approval */
    put: operations['setDayQuestions'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's alerts (injuries reported) */
    get: operations['listAlerts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/alerts/{id}/seen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark an alert as seen */
    post: operations['markAlertSeen'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ledger/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Check the company's history: every event's hash, the chain's order, and every entry against its latest event */
    get: operations['verifyLedger'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ledger/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's ledger events, newest first, a page at a time */
    get: operations['listLedgerEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/approvals/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Submit the signed-in worker's week for review (repeating is harmless) */
    post: operations['submitWeek'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/approvals/unsubmit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Take the signed-in worker's week back, before it is reviewed */
    post: operations['unsubmitWeek'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/approvals/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The range's entries the caller reviews, by worker and day */
    get: operations['listEntriesToReview'];
    put?: never;
    /** Review the given entries; those not the caller’s are named as refused */
    post: operations['reviewEntries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wc-audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** WC audit packet of a policy period: payroll per worker and class code, as JSON, CSV or PDF */
    get: operations['getWcAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wc-band-changes/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What new WC code bands from a date would move: entries, hours and premium */
    post: operations['previewWcBandChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wc-band-changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A work type's WC band changes, latest first */
    get: operations['listWcBandChanges'];
    put?: never;
    /** Apply new WC code bands from a date: re-code open entries, adjust closed ones */
    post: operations['applyWcBandChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public-works-jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's public-works jobs */
    get: operations['listPublicWorksJobs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/{id}/public-works': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A job's public-works settings, classifications and workers' default classifications */
    get: operations['getPublicWorksJob'];
    /** Mark a job prevailing-wage (public works), or change its settings */
    put: operations['setPublicWorksJob'];
    post?: never;
    /** Turn a public-works job back to hours only (refused once a payroll is signed) */
    delete: operations['deletePublicWorksJob'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/{id}/classifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A job's active classifications (none for a job that is not public works) */
    get: operations['listJobClassifications'];
    put?: never;
    /** Add a classification of a public-works job's wage determination, with its rates */
    post: operations['createJobClassification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/classifications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a classification and its rates */
    put: operations['updateClassification'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/{id}/worker-classifications/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set or clear a worker's default classification on a public-works job */
    put: operations['setWorkerClassification'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/{id}/identity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A worker's identifying details (company admins only; the full number on reveal) */
    get: operations['getWorkerIdentity'];
    /** Set a worker's identifying number and address */
    put: operations['setWorkerIdentity'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/certified-payrolls': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A public-works job's weeks and their certified payrolls, newest first */
    get: operations['listCertifiedPayrolls'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/certified-payrolls/week': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A week's certified payroll: as signed, or computed from approved time with its warnings */
    get: operations['getCertifiedPayrollWeek'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/certified-payrolls/deductions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Workers' deductions for a week (FICA, withholding, other), typed */
    put: operations['setPayrollDeductions'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/certified-payrolls/deductions/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Workers' deductions for a week from the payroll system's CSV */
    post: operations['importPayrollDeductions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/certified-payrolls/sign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign a week's statement of compliance: the payroll is numbered, frozen and recorded */
    post: operations['signCertifiedPayroll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/certified-payrolls/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A signed certified payroll as a WH-347-layout PDF, a CSV or an LCPtracker import file */
    get: operations['getCertifiedPayrollFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's recent imports */
    get: operations['listImports'];
    put?: never;
    /** Upload a CSV or XLSX file of staff, jobs, work types or hours (multipart: kind, file) */
    post: operations['uploadImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/imports/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's staff, jobs, work types or hours in the import's layout (CSV or XLSX) */
    get: operations['exportImportLayout'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/imports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An import: its columns, mapping and state */
    get: operations['getImport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/imports/{id}/mapping': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Map the file's columns to fields and preview every row's outcome */
    put: operations['setImportMapping'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/imports/{id}/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every row's outcome, judged now */
    get: operations['previewImport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/imports/{id}/apply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Write the next chunk of valid rows (call until done) */
    post: operations['applyImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/imports/{id}/rejected': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The refused rows in the file's layout with an Error column (CSV) */
    get: operations['getImportRejectedRows'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/imports/{id}/undo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Undo an import within a day: remove what it created, restore what it changed */
    post: operations['undoImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's users (includeInactive=false for active only) */
    get: operations['listUsers'];
    put?: never;
    /** Add a user (without a password, they are invited by email) */
    post: operations['createUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/admin-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many active company admins there are */
    get: operations['countCompanyAdmins'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user */
    get: operations['getUser'];
    /** Change a user (the password only when given) */
    put: operations['updateUser'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/toggle-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Activate or deactivate a user (deactivation signs them out) */
    put: operations['toggleUserStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's API keys (never their secrets) */
    get: operations['listApiKeys'];
    put?: never;
    /** Create an API key; its credential is answered this once */
    post: operations['createApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/api-keys/{id}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke an API key: the next request made with it is refused */
    post: operations['revokeApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's webhook subscriptions (never their secrets) */
    get: operations['listWebhooks'];
    put?: never;
    /** Subscribe a receiver to events; its signing secret is answered this once */
    post: operations['createWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a subscription's address, events or note, or pause and resume it */
    put: operations['updateWebhook'];
    post?: never;
    /** Remove a subscription: nothing more is sent to it */
    delete: operations['deleteWebhook'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A subscription's latest deliveries, each with its latest tries */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/deliveries/{deliveryId}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a delivery again at once, with the same event id */
    post: operations['resendWebhookDelivery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/time-entries/weekly-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Weekly Entries: hours per employee and job / work type / WC code, per day */
    get: operations['getWeeklyReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/time-entries/employee-weekly-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Weekly Summary: hours per employee per day, with company totals */
    get: operations['getEmployeeWeeklyReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/time-entries/job-worktype-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Job Breakdown: hours per job and work type (detailed: per day and worker) */
    get: operations['getJobWorkTypeReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/time-entries/ids': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ids of the pending entries of a range (for Approve All) */
    get: operations['listPendingEntryIds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/time-entries/approve-batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve the given entries (repeating is harmless) */
    post: operations['approveTimeEntries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/time-entries/wc-payroll-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Workers' compensation payroll: hours, wages and estimated premium per class code */
    get: operations['getWcPayrollReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/time-entries/payroll-export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payroll file for the range: generic CSV, QuickBooks Desktop timer IIF or Gusto CSV, kept in the export ledger (headers X-Export-Id, X-Export-Sha256) */
    get: operations['exportPayroll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payroll files exported, newest first, with earlier exports of overlapping dates */
    get: operations['listExports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exports/public-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's Ed25519 public key (PEM, SPKI) that checks export manifests */
    get: operations['getExportPublicKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exports/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An exported file again: the same bytes, content type and file name */
    get: operations['getExportFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exports/{id}/manifest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An export's manifest (canonical JSON text) and its Ed25519 signature (base64) */
    get: operations['getExportManifest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/time-entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A worker's entries between two days (one's own unless manager or admin) */
    get: operations['listTimeEntries'];
    put?: never;
    /** Record an entry (a repeated clientId returns the entry saved before) */
    post: operations['createTimeEntry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/time-entries/admin-create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record an entry for another worker */
    post: operations['createTimeEntryForWorker'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/time-entries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change an entry (approved ones: admins only) */
    put: operations['updateTimeEntry'];
    post?: never;
    /** Delete an entry (approved ones: admins only, with a reason) */
    delete: operations['deleteTimeEntry'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/time-entries/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every change to an entry: who, when, what and why (also after deletion) */
    get: operations['getTimeEntryHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pto-types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's 'Other' (PTO) types */
    get: operations['listPtoTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  'entry.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The entry.created event, sent to each webhook subscribed to it */
    post: operations['entryCreatedEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'entry.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The entry.updated event, sent to each webhook subscribed to it */
    post: operations['entryUpdatedEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'entry.deleted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The entry.deleted event, sent to each webhook subscribed to it */
    post: operations['entryDeletedEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'entry.approved': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The entry.approved event, sent to each webhook subscribed to it */
    post: operations['entryApprovedEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'pay_period.closed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The pay_period.closed event, sent to each webhook subscribed to it */
    post: operations['payPeriodClosedEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'export.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The export.created event, sent to each webhook subscribed to it */
    post: operations['exportCreatedEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'injury.reported': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The injury.reported event, sent to each webhook subscribed to it */
    post: operations['injuryReportedEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    CompanySettings: {
      id: string;
      company_name: string;
      name: string;
      time_zone: string;
      date_format: string;
      currency: string;
      tax_id: string | null;
      contact_email: string | null;
      billing_contact_email: string | null;
      subscription_status: string;
      plan_type: string;
      contact_info: {
        address_line1: string | null;
        address_line2: string | null;
        city: string | null;
        state: string | null;
        zip_code: string | null;
        country: string | null;
      };
      primary_color: string;
      secondary_color: string;
      logo_url: string | null;
      /** @enum {string} */
      overtime_rule: 'none' | 'federal' | 'california';
      default_language: ('en' | 'es') | null;
      /** @enum {string} */
      time_capture: 'hours' | 'times';
      /** @enum {string} */
      meal_rest_rule: 'none' | 'california';
      wc_state?: string | null;
      worker_submit?: boolean;
      /** @enum {string} */
      pay_frequency?: 'weekly' | 'biweekly' | 'semimonthly';
      pay_period_anchor?: string;
    };
    Crew: {
      id: string;
      name: string;
      defaultJobId: string | null;
      defaultJobName: string | null;
      isActive: boolean;
      members: {
        userId: string;
        name: string;
        isLead: boolean;
      }[];
    };
    EntryHistoryItem: {
      id: string;
      /** @enum {string} */
      action: 'create' | 'update' | 'delete' | 'approve';
      changedAt: string;
      changedBy: string;
      reason: string | null;
      changes: {
        field: string;
        before: string | null;
        after: string | null;
      }[];
    };
    /**
     * @example {
     *       "error": "validation_error",
     *       "message": "Please enter a valid email address.",
     *       "code": "loginInvalidEmail",
     *       "errors": [
     *         {
     *           "path": "email",
     *           "msg": "Please enter a valid email address.",
     *           "code": "loginInvalidEmail"
     *         }
     *       ]
     *     }
     */
    ErrorResponse: {
      error: string;
      message: string;
      code: components['schemas']['MessageCode'];
      params?: {
        [key: string]: string | number;
      };
      errors?: {
        path: string;
        msg: string;
        code: components['schemas']['MessageCode'];
        params?: {
          [key: string]: string | number;
        };
      }[];
      expired?: boolean;
      remainingAttempts?: number;
    };
    Job: {
      jobId: string;
      id: string;
      jobName: string;
      name: string;
      address: string | null;
      city: string | null;
      state: string | null;
      zipCode: string | null;
      zip_code: string | null;
      isActive: boolean;
      site: {
        latitude: number;
        longitude: number;
        radiusM: number;
      } | null;
      managerIds?: string[];
    };
    Kiosk: {
      id: string;
      name: string;
      jobId: string;
      jobName: string;
      askPhoto: boolean;
      createdAt: string;
      lastSeenAt: string | null;
      revokedAt: string | null;
    };
    LedgerEvent: {
      seq: number;
      kind: string;
      subjectId: string;
      actor: string;
      at: string;
      summary: string;
    };
    LoginResponse: {
      token: string;
      refresh_token: string;
      refreshToken: string;
      /** @enum {string} */
      type: 'user' | 'global_admin';
    };
    /** @enum {string} */
    MessageCode:
      | 'loginRequiredFields'
      | 'loginInvalidEmail'
      | 'loginTooManyAttempts'
      | 'loginInvalidCredentials'
      | 'loginFailed'
      | 'accountDeactivated'
      | 'tenantSuspended'
      | 'accountLocked'
      | 'profileFetchFailed'
      | 'tokenRefreshFailed'
      | 'refreshFailed'
      | 'noRefreshToken'
      | 'sessionExpired'
      | 'forbidden'
      | 'insufficientPermissions'
      | 'accessDenied'
      | 'passwordsDoNotMatchReset'
      | 'passwordsDoNotMatchChange'
      | 'passwordsDontMatchInline'
      | 'weakPassword'
      | 'invalidResetLink'
      | 'genericError'
      | 'resetError'
      | 'changePasswordFailed'
      | 'forgotPasswordSent'
      | 'passwordResetDone'
      | 'passwordChanged'
      | 'currentPasswordWrong'
      | 'resetTokenInvalid'
      | 'crashTitle'
      | 'crashBody'
      | 'systemSettingsPlaceholder'
      | 'errorAuthentication'
      | 'errorNetwork'
      | 'errorServer'
      | 'errorValidation'
      | 'errorApi'
      | 'errorUnknown'
      | 'supportSelectTenantAndReason'
      | 'supportStarted'
      | 'supportExited'
      | 'supportStopped'
      | 'supportEnded'
      | 'supportExitReason'
      | 'supportDefaultCompanyName'
      | 'supportNoActiveSessions'
      | 'supportNoAuditLogs'
      | 'supportLoading'
      | 'supportLoadSessionsFailed'
      | 'supportEndFailed'
      | 'supportExitFailed'
      | 'supportExitError'
      | 'supportNoCompaniesMatch'
      | 'supportNoCompanies'
      | 'supportSelectCompany'
      | 'supportAuditNotice'
      | 'supportOperatorOnly'
      | 'supportSuspendedReadOnly'
      | 'adminEmailRequired'
      | 'adminPasswordRequiredForNew'
      | 'adminCannotDeactivateSelf'
      | 'adminCannotDeactivateLast'
      | 'adminEmailTaken'
      | 'adminLoadFailed'
      | 'adminStatusFailed'
      | 'adminNoAdmins'
      | 'adminLoading'
      | 'staffFirstNameRequired'
      | 'staffLastNameRequired'
      | 'staffInvalidEmail'
      | 'staffEmailTaken'
      | 'staffInvalidPhone'
      | 'staffPhoneInline'
      | 'staffInvalidRate'
      | 'staffRateInline'
      | 'staffInvalidRole'
      | 'staffStrongPasswordNew'
      | 'staffStrongPasswordEdit'
      | 'staffSoleAdmin'
      | 'staffSoleAdminTooltip'
      | 'staffSoleAdminRole'
      | 'staffLoadFailed'
      | 'staffSaveFailed'
      | 'staffStatusFailed'
      | 'staffCreated'
      | 'staffUpdated'
      | 'staffDeactivated'
      | 'staffActivated'
      | 'staffInvited'
      | 'staffNoUsersForRole'
      | 'staffAddOneNow'
      | 'staffNoUsers'
      | 'staffLoading'
      | 'staffNotFound'
      | 'staffSharedPersonEmail'
      | 'staffSharedPersonPassword'
      | 'companyNotAvailable'
      | 'invitationNotOpen'
      | 'entryApprovedNoEdit'
      | 'entryApprovedAdminNote'
      | 'entrySelectOtherType'
      | 'entrySelectJobAndWorkType'
      | 'entryEnterHours'
      | 'entryHoursRange'
      | 'entryHoursStep'
      | 'entryDayCap'
      | 'entryInvalidDate'
      | 'entryNotesTooLong'
      | 'entrySaveFailed'
      | 'entryDeleteConfirm'
      | 'entryDeleted'
      | 'entryDeleteFailed'
      | 'entryLoadUsersFailed'
      | 'entryLoadJobWorkTypesFailed'
      | 'entryNoCompany'
      | 'entryNoMatchingCode'
      | 'entryWcLookupFailed'
      | 'entryNoJobs'
      | 'entryNoWorkTypes'
      | 'entryNoOtherTypes'
      | 'entryNoUsers'
      | 'entryMissingUser'
      | 'entryJobInactive'
      | 'entryWorkTypeNotOnJob'
      | 'entryOtherTypeMissing'
      | 'entryNotFound'
      | 'entryOtherUserForbidden'
      | 'entryChooseWorker'
      | 'entryWorkerMissing'
      | 'entryClientIdTaken'
      | 'entryPeriodClosed'
      | 'payPeriodClosedFieldLocked'
      | 'payPeriodAdjustmentNoEdit'
      | 'payPeriodNothingToAdjust'
      | 'payPeriodNotStart'
      | 'payPeriodNotStarted'
      | 'payPeriodPendingEntries'
      | 'payPeriodReopenReasonRequired'
      | 'payPeriodNotClosed'
      | 'payPeriodSettingOverlapsClosed'
      | 'payPeriodAnchorInvalid'
      | 'payPeriodFrequencyUnknown'
      | 'punchTimeCaptureOff'
      | 'punchAlreadyClockedIn'
      | 'punchNotClockedIn'
      | 'punchOnMeal'
      | 'punchNotOnMeal'
      | 'punchBeforeLast'
      | 'punchInFuture'
      | 'punchChooseJob'
      | 'punchChooseWorkType'
      | 'punchClientIdTaken'
      | 'punchInvalidTime'
      | 'punchInvalidKind'
      | 'punchInvalidPosition'
      | 'punchStretchTooLong'
      | 'entryStartAfterEnd'
      | 'entryEnterTimes'
      | 'jobSiteIncomplete'
      | 'jobSiteRadiusRange'
      | 'timeCardFormatUnknown'
      | 'timeCardsTooMany'
      | 'timeCardsFailed'
      | 'wcAuditFormatUnknown'
      | 'wcStateUnknown'
      | 'wcWorkTypeNotFound'
      | 'wcEffectiveFromRequired'
      | 'wcBandsRequired'
      | 'minHourlyRateNotNumber'
      | 'maxHourlyRateNotNumber'
      | 'wcBandRateRange'
      | 'wcBandOrder'
      | 'wcBandTwice'
      | 'wcBandCodeUnknown'
      | 'wcBandChangeNotAfterLatest'
      | 'paidBelowPrevailingWage'
      | 'pwWageLawUnknown'
      | 'pwAgencyRequired'
      | 'pwStartDateRequired'
      | 'pwFringePaidAsUnknown'
      | 'pwOvertimeRateUnknown'
      | 'pwTextTooLong'
      | 'pwJobNotPublicWorks'
      | 'pwJobHasSignedPayrolls'
      | 'pwStartAfterSigned'
      | 'classificationNameRequired'
      | 'classificationNameTaken'
      | 'classificationRatesRequired'
      | 'classificationRateInvalid'
      | 'classificationRateDateTwice'
      | 'classificationNotFound'
      | 'classificationNotOfJob'
      | 'equipmentTooLong'
      | 'identifyingNumberInvalid'
      | 'deductionInvalid'
      | 'deductionsWorkerUnknown'
      | 'deductionsFileInvalid'
      | 'deductionsFileEmpty'
      | 'certifiedPayrollWeekNotStart'
      | 'certifiedPayrollWeekBeforeProject'
      | 'certifiedPayrollWeekNotEnded'
      | 'certifiedPayrollAlreadySigned'
      | 'certifiedPayrollAfterFinal'
      | 'certifiedPayrollEarlierUnsigned'
      | 'certifiedPayrollWarningsOpen'
      | 'signatoryNameRequired'
      | 'signatoryTitleRequired'
      | 'certifiedPayrollFormatUnknown'
      | 'certifiedPayrollNotFound'
      | 'cpMissingClassification'
      | 'cpPendingEntries'
      | 'cpMissingDeductions'
      | 'cpMissingEquipment'
      | 'cpMissingIdentity'
      | 'revealNotBoolean'
      | 'importKindUnknown'
      | 'importFileMissing'
      | 'importFileTooLarge'
      | 'importFileUnreadable'
      | 'importFileEmpty'
      | 'importTooManyRows'
      | 'importNotFound'
      | 'importMappingColumnUnknown'
      | 'importRequiredFieldUnmapped'
      | 'importAlreadyApplied'
      | 'importNotApplied'
      | 'importUndoExpired'
      | 'importUndoBlocked'
      | 'importRowKeyTwice'
      | 'importWorkerUnknown'
      | 'importJobUnknown'
      | 'importWorkTypeUnknown'
      | 'importBooleanInvalid'
      | 'importDateInvalid'
      | 'importExportFormatUnknown'
      | 'crewNameRequired'
      | 'crewNameTaken'
      | 'crewNotFound'
      | 'crewMemberMissing'
      | 'crewLeadNotAllowed'
      | 'crewNotLead'
      | 'crewJobMissing'
      | 'crewDayEmpty'
      | 'crewDayRefused'
      | 'crewNotMember'
      | 'crewDaySaved'
      | 'pinFormat'
      | 'pinWrong'
      | 'pinLocked'
      | 'pinNotSet'
      | 'pinRequired'
      | 'pinSaved'
      | 'signNothing'
      | 'signDisputeReasonRequired'
      | 'signAnswerRequired'
      | 'signOtherForbidden'
      | 'dayQuestionTextRequired'
      | 'dayQuestionsTooMany'
      | 'dayQuestionDefaultsKept'
      | 'injuryAlertSubject'
      | 'dayQuestionInjured'
      | 'dayQuestionBreaks'
      | 'kioskNameRequired'
      | 'kioskNotFound'
      | 'kioskCredentialInvalid'
      | 'kioskPhotoInvalid'
      | 'payrollCorrectionReasonRequired'
      | 'payrollHistoryTitle'
      | 'payrollNoHistory'
      | 'payrollWcReportEmpty'
      | 'payrollLoadHistoryFailed'
      | 'ledgerBeforeInvalid'
      | 'ledgerLoadFailed'
      | 'ledgerVerifyFailed'
      | 'exportNotFound'
      | 'exportIdInvalid'
      | 'exportLoadFailed'
      | 'exportNone'
      | 'exportAlreadyExported'
      | 'apiKeyNameRequired'
      | 'apiKeyScopesRequired'
      | 'apiKeyScopeInvalid'
      | 'apiKeyExpiryInvalid'
      | 'apiKeyExpiryPast'
      | 'apiKeyExpiryTooLate'
      | 'apiKeyNotFound'
      | 'apiKeyIdInvalid'
      | 'apiKeyInvalid'
      | 'apiKeyRouteRefused'
      | 'apiKeyScopeMissing'
      | 'webhookUrlInvalid'
      | 'webhookUrlNotHttps'
      | 'webhookUrlPrivate'
      | 'webhookUrlUnresolved'
      | 'webhookEventsRequired'
      | 'webhookEventInvalid'
      | 'webhookTooMany'
      | 'webhookNotFound'
      | 'webhookPaused'
      | 'webhookIdInvalid'
      | 'webhookDeliveryNotFound'
      | 'webhookDeliveryIdInvalid'
      | 'approvalWeekStartRequired'
      | 'approvalWeekStartNotMonday'
      | 'approvalNothingToSubmit'
      | 'approvalSubmitted'
      | 'approvalUnsubmitted'
      | 'approvalAlreadyReviewed'
      | 'approvalNotReviewer'
      | 'approvalNothingChosen'
      | 'approvalReviewed'
      | 'approvalManagerNotAllowed'
      | 'workerSubmitNotBoolean'
      | 'managerIdsInvalid'
      | 'managerIdsNotList'
      | 'securityLoadFailed'
      | 'securityNoCompanyConcerns'
      | 'securityNoSuspiciousUsers'
      | 'securityNoFailedLogins'
      | 'tenantLoadFailed'
      | 'tenantCreateFailed'
      | 'tenantSuspendFailed'
      | 'tenantReactivateFailed'
      | 'tenantWelcomeFailed'
      | 'tenantDetailsFailed'
      | 'tenantOverviewFailed'
      | 'tenantCreated'
      | 'tenantSuspendSucceeded'
      | 'tenantReactivated'
      | 'tenantWelcomeSent'
      | 'tenantSubdomainTaken'
      | 'tenantSubdomainFormat'
      | 'tenantEmailTaken'
      | 'tenantAlreadySuspended'
      | 'tenantNotSuspended'
      | 'tenantCompaniesFailed'
      | 'tenantCompanyAddFailed'
      | 'tenantCompanySaveFailed'
      | 'tenantCompanyAdded'
      | 'tenantCompanyAddedInvited'
      | 'tenantCompanySaved'
      | 'tenantCompanyNameTaken'
      | 'tenantCompanySettingsRequired'
      | 'tenantAccountNotActive'
      | 'catalogWorkTypeNameRequired'
      | 'catalogWorkTypeNameTaken'
      | 'catalogWcCodeRequired'
      | 'catalogWcCodeFormat'
      | 'catalogCompRateRequired'
      | 'catalogCompRateNumber'
      | 'catalogCompRateRange'
      | 'catalogThresholdRequired'
      | 'catalogThresholdNumber'
      | 'catalogThresholdRange'
      | 'catalogCodesMustDiffer'
      | 'catalogFixErrors'
      | 'catalogInvalidCodeFormat'
      | 'catalogInvalidCompRate'
      | 'catalogRateRange'
      | 'catalogJobNameRequired'
      | 'catalogZipFormat'
      | 'catalogStateFormat'
      | 'catalogAtLeastOneWorkType'
      | 'catalogWorkTypeNotFound'
      | 'catalogWorkTypeNoCodes'
      | 'catalogValidateWorkTypesFailed'
      | 'catalogNoMatchingCode'
      | 'catalogWcCodeLookupFailed'
      | 'catalogJobNotFound'
      | 'catalogWorkTypeMissing'
      | 'catalogWcCodeMissing'
      | 'catalogAssigned'
      | 'catalogSaved'
      | 'catalogNoJobs'
      | 'catalogLoadWorkTypesFailed'
      | 'catalogLoadJobWorkTypesFailed'
      | 'catalogFetchJobsFailed'
      | 'catalogUpdateJobFailed'
      | 'catalogCreateJobFailed'
      | 'catalogToggleJobFailed'
      | 'catalogLoadingJobs'
      | 'catalogLoadingWorkTypes'
      | 'catalogNoWorkTypesAvailable'
      | 'reportAccessDenied'
      | 'reportNoCompany'
      | 'reportContactAdmin'
      | 'reportForbidden'
      | 'reportLoadFailed'
      | 'reportInvalidResponse'
      | 'reportApproveConfirm'
      | 'reportIdsFailed'
      | 'reportNothingToApprove'
      | 'reportApproveFailed'
      | 'reportApproved'
      | 'reportNoEntries'
      | 'reportNoData'
      | 'reportNoEmployees'
      | 'reportForeignEntries'
      | 'settingsNoCompanyId'
      | 'settingsLoadFailed'
      | 'settingsUpdateFailed'
      | 'settingsAddressFailed'
      | 'settingsBillingFailed'
      | 'settingsUpdated'
      | 'settingsAddressUpdated'
      | 'settingsContactUpdated'
      | 'settingsBillingUpdated'
      | 'settingsBrandingUpdated'
      | 'settingsBrandingFailed'
      | 'settingsSessionExpired'
      | 'settingsNoToken'
      | 'settingsLogoTooBig'
      | 'settingsLogoNotImage'
      | 'settingsLogoWrongType'
      | 'settingsLogoReadFailed'
      | 'settingsLogoTooLarge'
      | 'settingsColorFormat'
      | 'settingsCompanyNameRequired'
      | 'settingsInvalidEmail'
      | 'settingsNothingToUpdate'
      | 'emailTooLong'
      | 'firstNameTooLong'
      | 'lastNameTooLong'
      | 'firstNameNotText'
      | 'lastNameNotText'
      | 'isActiveNotBoolean'
      | 'passwordTooLong'
      | 'currentPasswordTooLong'
      | 'newPasswordTooLong'
      | 'passwordRequired'
      | 'currentPasswordRequired'
      | 'newPasswordRequired'
      | 'tokenRequired'
      | 'emailRequired'
      | 'atMostCharacters'
      | 'chooseTimeZone'
      | 'chooseDateFormat'
      | 'chooseCurrency'
      | 'chooseOvertimeRule'
      | 'chooseTimeCapture'
      | 'chooseMealRestRule'
      | 'chooseLanguage'
      | 'addressTooLong'
      | 'cityTooLong'
      | 'addressNotText'
      | 'cityNotText'
      | 'jobNameTooLong'
      | 'startDateNotDate'
      | 'endDateNotDate'
      | 'payrollFormatUnknown'
      | 'startDateRequired'
      | 'endDateRequired'
      | 'detailedNotBoolean'
      | 'jobIdInvalid'
      | 'entryIdsTooMany'
      | 'entryIdsInvalid'
      | 'entryIdsNotList'
      | 'companyIdInvalid'
      | 'isActiveSnakeNotBoolean'
      | 'includeInactiveNotBoolean'
      | 'supportReasonTooLong'
      | 'ticketIdTooLong'
      | 'sessionIdInvalid'
      | 'tenantCompanyNameTooLong'
      | 'tenantSubdomainTooLong'
      | 'tenantAdminFirstNameTooLong'
      | 'tenantAdminLastNameTooLong'
      | 'tenantCompanyNameRequired'
      | 'tenantSubdomainRequired'
      | 'tenantAdminFirstNameRequired'
      | 'tenantAdminLastNameRequired'
      | 'tenantAdminEmailTooLong'
      | 'tenantAdminEmailRequired'
      | 'limitTooBig'
      | 'limitTooSmall'
      | 'limitNotWhole'
      | 'limitNotNumber'
      | 'offsetNegative'
      | 'offsetNotWhole'
      | 'offsetNotNumber'
      | 'statusUnknown'
      | 'suspendReasonTooLong'
      | 'userIdInvalid'
      | 'targetUserIdInvalid'
      | 'ptoTypeIdInvalid'
      | 'workTypeIdInvalid'
      | 'jobWorkTypeIdInvalid'
      | 'isPtoNotBoolean'
      | 'collectiveBargainingNotBoolean'
      | 'mealWaiverNotBoolean'
      | 'punchClientIdInvalid'
      | 'restBreaksGivenNotBoolean'
      | 'grantedNotBoolean'
      | 'clientIdCharacters'
      | 'clientIdLength'
      | 'correctionReasonTooLong'
      | 'userIdSnakeInvalid'
      | 'startDateSnakeNotDate'
      | 'endDateSnakeNotDate'
      | 'dateRangeSnakeRequired'
      | 'rateBoundRequired'
      | 'hourlyRateRequired'
      | 'rateBoundNotNumber'
      | 'hourlyRateNotNumber'
      | 'compRateDecimals'
      | 'wcCodeCount'
      | 'wcCodesNotList'
      | 'hourlyRateRange'
      | 'workTypeNameTooLong'
      | 'allActiveJobsNotTrue'
      | 'tooManyRequests'
      | 'routeNotFound'
      | 'adminNotFound'
      | 'adminIdInvalid'
      | 'accountNotFound'
      | 'companyIdNotUuid'
      | 'brandingNotMultipart'
      | 'brandingUnexpectedFile'
      | 'unknownFile'
      | 'logoNotFound'
      | 'companyNotFound'
      | 'databaseUnreachable'
      | 'workTypesSaved'
      | 'jobIdNotUuid'
      | 'userIdNotUuid'
      | 'companyCount'
      | 'supportSignInAgain'
      | 'supportNoCompanyRecord'
      | 'supportSessionNotFound'
      | 'tenantNoAdminToWelcome'
      | 'entryIdNotUuid'
      | 'wcSingleCodeRange'
      | 'wcBandsRange'
      | 'workTypeIdNotUuid'
      | 'wcCodeIdNotUuid'
      | 'accessTokenExpired'
      | 'accessTokenInvalid'
      | 'authenticationRequired'
      | 'serviceUnavailable'
      | 'invalidValue'
      | 'invalidRequest'
      | 'recordExists'
      | 'notFound'
      | 'serverBusy'
      | 'companyOnly'
      | 'ownCompanyOnly'
      | 'rangeEndBeforeStart'
      | 'rangeTooLong'
      | 'passwordAddUppercase'
      | 'passwordAddLowercase'
      | 'passwordAddNumber'
      | 'passwordAddSpecial'
      | 'passwordAvoidCommon'
      | 'passwordAvoidPersonal'
      | 'passwordUseMinLength'
      | 'passwordUseBonusLength'
      | 'routeMissing'
      | 'bodyTooLarge'
      | 'unsupportedMediaType'
      | 'bodyEmptyJson'
      | 'bodyInvalidJson'
      | 'bodyLengthMismatch'
      | 'invalidInput'
      | 'invalidUnionAmbiguous'
      | 'invalidUuid'
      | 'invalidEmailFormat'
      | 'invalidUrl'
      | 'invalidIsoDate'
      | 'invalidIsoDatetime'
      | 'invalidType'
      | 'invalidLiteral'
      | 'invalidOption'
      | 'tooBigString'
      | 'tooBigArray'
      | 'tooBigNumber'
      | 'tooBigNumberExclusive'
      | 'tooBigSized'
      | 'tooBig'
      | 'tooSmallString'
      | 'tooSmallArray'
      | 'tooSmallNumber'
      | 'tooSmallNumberExclusive'
      | 'tooSmallSized'
      | 'tooSmall'
      | 'invalidPattern'
      | 'invalidPrefix'
      | 'invalidSuffix'
      | 'invalidIncludes'
      | 'notMultipleOf'
      | 'unrecognizedKey'
      | 'unrecognizedKeys'
      | 'invalidKey'
      | 'invalidElement'
      | 'invalidDiscriminator';
    PayPeriod: {
      startDate: string;
      endDate: string;
      /** @enum {string} */
      status: 'open' | 'closed' | 'reopened';
      entryCount: number;
      pendingCount: number;
      hours: number;
      closedAt: string | null;
      closedBy: string | null;
      reopenedAt: string | null;
      reopenedBy: string | null;
      reopenReason: string | null;
    };
    Profile: {
      id: string;
      user_id: string;
      firstName: string;
      lastName: string;
      email: string;
      roles: string[];
      isGlobalAdmin: boolean;
      companies: {
        id: string;
        company_id: string;
        companyId: string;
        name: string;
        company_name: string;
        tenant_id: string;
        primary_color: string;
        secondary_color: string;
        logo_url: string | null;
        time_zone?: string;
        /** @enum {string} */
        time_capture?: 'hours' | 'times';
        /** @constant */
        worker_submit?: true;
      }[];
      companyId: string | null;
      companyName: string | null;
      tenantId: string | null;
      hourlyRate: string | null;
      crewLead?: boolean;
      leadsCrew?: boolean;
      onCrew?: boolean;
      reviewsTime?: boolean;
      supportSession: {
        sessionId: string;
        tenantId: string;
        tenantName: string;
        companyId: string | null;
        companyName: string | null;
        reason: string;
      } | null;
      language: ('en' | 'es') | null;
      companyLanguage: ('en' | 'es') | null;
      invitations: {
        membershipId: string;
        companyId: string;
        companyName: string;
      }[];
    };
    PtoType: {
      pto_type_id: string;
      ptoTypeId: string;
      id: string;
      name: string;
      isActive: boolean;
      is_active: boolean;
    };
    Punch: {
      id: string;
      clientId: string;
      /** @enum {string} */
      kind: 'in' | 'switch' | 'meal_start' | 'meal_end' | 'out';
      at: string;
      receivedAt: string;
      workDate: string;
      jobId: string | null;
      workTypeId: string | null;
      clockSkewFlagged: boolean;
      outsideRadius: boolean;
      distanceM: number | null;
      entryId: string | null;
      problem: string | null;
    };
    PunchClock: {
      /** @enum {string} */
      timeCapture: 'hours' | 'times';
      /** @enum {string} */
      state: 'off' | 'working' | 'meal';
      since: string | null;
      workDate: string | null;
      jobId: string | null;
      jobName: string | null;
      workTypeId: string | null;
      workTypeName: string | null;
      workedSeconds: number;
      asksRestBreaks: boolean;
      locationConsent: ('granted' | 'refused') | null;
      punches: components['schemas']['Punch'][];
    };
    StaffUser: {
      userId: string;
      user_id: string;
      id: string;
      firstName: string;
      lastName: string;
      name: string;
      email: string;
      phone: string | null;
      hourlyRate: number | null;
      hourly_rate: number | null;
      roles: string[];
      role: string;
      isActive: boolean;
      is_active: boolean;
      includeInReports: boolean;
      collectiveBargaining?: boolean;
      mealWaiver?: boolean;
      crewLead?: boolean;
      pinSet?: boolean;
      pinLocked?: boolean;
      companyId: string;
      lastLoginAt: string | null;
      hasPassword: boolean;
    };
    TimeEntry: {
      timeEntryId: string;
      id: string;
      time_entry_id: string;
      userId: string;
      user_id: string;
      entryDate: string;
      entry_date: string;
      hours: number;
      notes: string | null;
      isPTO: boolean;
      isPto: boolean;
      is_pto: boolean;
      jobId: string | null;
      jobName: string | null;
      workTypeId: string | null;
      workTypeName: string | null;
      wcCodeId: string | null;
      wcCode: string | null;
      ptoTypeId: string | null;
      ptoName: string | null;
      displayName: string;
      /** @enum {string} */
      status: 'pending' | 'approved';
      isPending: boolean;
      clientId: string | null;
      startedAt?: string | null;
      endedAt?: string | null;
      approvedAt: string | null;
      submittedAt?: string;
      reviewedAt?: string;
      reviewedBy?: string;
      adjustsEntryId?: string;
      classificationId?: string | null;
      equipment?: string | null;
      periodClosed?: boolean;
      createdAt: string;
      updatedAt: string;
    };
    WcCode: {
      id: string;
      code: string;
      workTypeId: string;
      minHourlyRate: number;
      maxHourlyRate: number;
      compRate: number;
      isActive: boolean;
    };
    WorkType: {
      workTypeId: string;
      id: string;
      workTypeName: string;
      name: string;
      isActive: boolean;
      companyId: string;
      activeCodeCount: number;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
            database: string;
          };
        };
      };
      /** @description Unavailable for a moment: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'unavailable';
            database: string;
            message: string;
          };
        };
      };
    };
  };
  signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
          /** Format: uuid */
          companyId?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Locked for a while after too many failed attempts */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Unavailable for a moment: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Profile'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  refreshTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          refreshToken?: string;
          refresh_token?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            refresh_token: string;
            refreshToken: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          refreshToken?: string;
          refresh_token?: string;
        };
      };
    };
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            resetUrl?: string;
            info?: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Unavailable for a moment: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          currentPassword: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Unavailable for a moment: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  setProfileLanguage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          language: 'en' | 'es';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Profile'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  switchCompany: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          companyId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            refresh_token: string;
            refreshToken: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Locked for a while after too many failed attempts */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Unavailable for a moment: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  acceptInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        membershipId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Locked for a while after too many failed attempts */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Unavailable for a moment: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  declineInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        membershipId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Locked for a while after too many failed attempts */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Unavailable for a moment: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  checkPasswordStrength: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
          email?: string;
          firstName?: string;
          lastName?: string;
          resetToken?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              strength: {
                score: number;
                /** @enum {string} */
                level: 'Weak' | 'Moderate' | 'Strong' | 'Very Strong';
                analysis: {
                  length: boolean;
                  hasUppercase: boolean;
                  hasLowercase: boolean;
                  hasNumbers: boolean;
                  hasSpecialChars: boolean;
                  isNotCommon: boolean;
                  isNotPersonal: boolean;
                };
                recommendations: string[];
              };
              isValid: boolean;
            };
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            company_id: string;
            companyId: string;
            name: string;
            company_name: string;
            tenant_id: string;
            primary_color: string;
            secondary_color: string;
            logo_url: string | null;
            time_zone?: string;
            /** @enum {string} */
            time_capture?: 'hours' | 'times';
            /** @enum {boolean} */
            worker_submit?: true;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          company_name?: string;
          /** @enum {string} */
          time_zone?:
            | 'America/New_York'
            | 'America/Chicago'
            | 'America/Denver'
            | 'America/Los_Angeles'
            | 'America/Anchorage'
            | 'Pacific/Honolulu'
            | 'UTC';
          /** @enum {string} */
          date_format?: 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD';
          /** @enum {string} */
          currency?: 'USD' | 'EUR' | 'GBP' | 'CAD' | 'AUD';
          tax_id?: string | null;
          contact_email?: string | null;
          billing_contact_email?: string | null;
          /** @enum {string} */
          overtime_rule?: 'none' | 'federal' | 'california';
          default_language?: ('en' | 'es') | null;
          /** @enum {string} */
          time_capture?: 'hours' | 'times';
          /** @enum {string} */
          meal_rest_rule?: 'none' | 'california';
          wc_state?:
            | (
                | 'AK'
                | 'AL'
                | 'AR'
                | 'AZ'
                | 'CA'
                | 'CO'
                | 'CT'
                | 'DC'
                | 'DE'
                | 'FL'
                | 'GA'
                | 'HI'
                | 'IA'
                | 'ID'
                | 'IL'
                | 'IN'
                | 'KS'
                | 'KY'
                | 'LA'
                | 'MA'
                | 'MD'
                | 'ME'
                | 'MI'
                | 'MN'
                | 'MO'
                | 'MS'
                | 'MT'
                | 'NC'
                | 'ND'
                | 'NE'
                | 'NH'
                | 'NJ'
                | 'NM'
                | 'NV'
                | 'NY'
                | 'OH'
                | 'OK'
                | 'OR'
                | 'PA'
                | 'RI'
                | 'SC'
                | 'SD'
                | 'TN'
                | 'TX'
                | 'UT'
                | 'VA'
                | 'VT'
                | 'WA'
                | 'WI'
                | 'WV'
                | 'WY'
              )
            | null;
          worker_submit?: boolean;
          /** @enum {string} */
          pay_frequency?: 'weekly' | 'biweekly' | 'semimonthly';
          pay_period_anchor?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanySettings'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getCompanySettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanySettings'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateCompanyAddress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address_line1?: string | null;
          address_line2?: string | null;
          city?: string | null;
          state?: string | null;
          zip_code?: string | null;
          country?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanySettings'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  setCompanyBranding: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanySettings'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  reportClientError: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message: string;
          stack?: string;
          componentStack?: string;
          url?: string;
          userAgent?: string;
        };
      };
    };
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listGlobalAdmins: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            adminId: string;
            id: string;
            email: string;
            firstName: string;
            lastName: string;
            isActive: boolean;
            createdAt: string;
            lastLoginAt: string | null;
          }[];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createGlobalAdmin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
          /** @default  */
          firstName?: string;
          /** @default  */
          lastName?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            adminId: string;
            id: string;
            email: string;
            firstName: string;
            lastName: string;
            isActive: boolean;
            createdAt: string;
            lastLoginAt: string | null;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateGlobalAdmin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password?: string | null;
          /** @default  */
          firstName?: string;
          /** @default  */
          lastName?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            adminId: string;
            id: string;
            email: string;
            firstName: string;
            lastName: string;
            isActive: boolean;
            createdAt: string;
            lastLoginAt: string | null;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  setGlobalAdminStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          isActive: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            adminId: string;
            id: string;
            email: string;
            firstName: string;
            lastName: string;
            isActive: boolean;
            createdAt: string;
            lastLoginAt: string | null;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listTenants: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        status?: 'active' | 'suspended' | 'trial' | 'cancelled';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            tenants: {
              tenant_id: string;
              id: string;
              name: string;
              subdomain: string;
              status: string;
              user_count: number;
              company_count: number;
              created_at: string;
            }[];
            total: number;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createTenant: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          subdomain: string;
          adminEmail: string;
          adminFirstName: string;
          adminLastName: string;
          /**
           * @default {
           *       "timezone": "America/New_York",
           *       "dateFormat": "MM/DD/YYYY",
           *       "currency": "USD"
           *     }
           */
          settings?: {
            /**
             * @default America/New_York
             * @enum {string}
             */
            timezone?:
              | 'America/New_York'
              | 'America/Chicago'
              | 'America/Denver'
              | 'America/Los_Angeles'
              | 'UTC';
            /**
             * @default MM/DD/YYYY
             * @enum {string}
             */
            dateFormat?: 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD';
            /**
             * @default USD
             * @enum {string}
             */
            currency?: 'USD' | 'EUR' | 'GBP' | 'CAD' | 'AUD';
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            tenant: {
              tenant_id: string;
              name: string;
              subdomain: string;
              status: string;
              created_at: string;
            };
            adminUser: {
              id: string;
              email: string;
              firstName: string;
              lastName: string;
            };
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getTenantsOverview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            tenant_id: string;
            name: string;
            subdomain: string;
            admin_count: number;
            staff_count: number;
            total_users: number;
            work_type_count: number;
            company_count: number;
            status: string;
          }[];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            tenant_id: string;
            name: string;
            subdomain: string;
            status: string;
            created_at: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  suspendTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  reactivateTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  resendTenantWelcome: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listTenantCompanies: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            time_zone: string;
            date_format: string;
            currency: string;
            user_count: number;
            created_at: string;
          }[];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createTenantCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          adminEmail: string;
          adminFirstName: string;
          adminLastName: string;
          /**
           * @default {
           *       "timezone": "America/New_York",
           *       "dateFormat": "MM/DD/YYYY",
           *       "currency": "USD"
           *     }
           */
          settings?: {
            /**
             * @default America/New_York
             * @enum {string}
             */
            timezone?:
              | 'America/New_York'
              | 'America/Chicago'
              | 'America/Denver'
              | 'America/Los_Angeles'
              | 'UTC';
            /**
             * @default MM/DD/YYYY
             * @enum {string}
             */
            dateFormat?: 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD';
            /**
             * @default USD
             * @enum {string}
             */
            currency?: 'USD' | 'EUR' | 'GBP' | 'CAD' | 'AUD';
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            company: {
              id: string;
              name: string;
              time_zone: string;
              date_format: string;
              currency: string;
              user_count: number;
              created_at: string;
            };
            adminUser: {
              id: string;
              email: string;
              firstName: string;
              lastName: string;
            };
            /** @enum {string} */
            adminMail: 'welcome' | 'invitation';
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateTenantCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        companyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          settings: {
            /** @enum {string} */
            timezone:
              | 'America/New_York'
              | 'America/Chicago'
              | 'America/Denver'
              | 'America/Los_Angeles'
              | 'UTC';
            /** @enum {string} */
            dateFormat: 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD';
            /** @enum {string} */
            currency: 'USD' | 'EUR' | 'GBP' | 'CAD' | 'AUD';
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            time_zone: string;
            date_format: string;
            currency: string;
            user_count: number;
            created_at: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getSecurityEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            events: {
              eventId: string;
              eventType: string;
              createdAt: string;
              email: string | null;
              companyName: string | null;
              ipAddress: string | null;
              userAgent: string | null;
            }[];
            summary: {
              failedLogins: number;
              accountLocks: number;
              uniqueIps: number;
              totalEvents: number;
            };
          };
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listCompaniesByFailedSignIns: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companies: {
              companyId: string;
              companyName: string;
              eventCount: number;
              failedLogins: number;
            }[];
          };
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listAccountsByFailedSignIns: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            users: {
              userId: string;
              fullName: string;
              email: string;
              companyName: string | null;
              failedLoginCount: number;
              lastActivity: string | null;
            }[];
          };
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listFailedSignIns: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            attempts: {
              eventId: string;
              createdAt: string;
              userName: string | null;
              userEmail: string | null;
              companyName: string | null;
              ipAddress: string | null;
              userAgent: string | null;
            }[];
          };
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listSupportTenants: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            tenants: {
              tenant_id: string;
              name: string;
              company_name: string | null;
              company_count: number;
              user_count: number;
              last_activity: string | null;
              created_at: string;
              status: string;
            }[];
            message: string;
          };
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  startSupportSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          tenantId: string;
          /** Format: uuid */
          companyId?: string;
          reason: string;
          ticketId?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            token: string;
            tenant: {
              id: string;
              name: string;
            };
            company: {
              id: string;
              name: string;
            } | null;
            sessionId: string;
            message: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  exitSupportSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          sessionId?: string;
          reason?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            token: string;
            message: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listActiveSupportSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              session_id: string;
              admin_id: string;
              admin_name: string | null;
              admin_email: string;
              tenant_id: string;
              tenant_name: string;
              company_id: string | null;
              company_name: string | null;
              reason: string;
              ticket_id: string | null;
              started_at: string;
              expires_at: string;
            }[];
          };
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listSupportSessionLogs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              log_id: string;
              created_at: string;
              admin_email: string;
              tenant_name: string | null;
              tenant_id: string;
              action: string;
              method: string | null;
              path: string | null;
              session_id: string | null;
            }[];
          };
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  stopSupportSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listWorkTypes: {
    parameters: {
      query?: {
        companyId?: string;
        includeInactive?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkType'][];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createWorkType: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          workTypeName: string;
          /** @default true */
          isActive?: boolean;
          /** Format: uuid */
          companyId?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkType'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateWorkType: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          workTypeName: string;
          /** @default true */
          isActive?: boolean;
          /** Format: uuid */
          companyId?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkType'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  assignWorkTypeToJobs: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {boolean} */
          allActiveJobs: true;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            count: number;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listWorkTypeWcCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            workTypeId: string;
            id: string;
            workTypeName: string;
            name: string;
            isActive: boolean;
            companyId: string;
            activeCodeCount: number;
            wcCodes: components['schemas']['WcCode'][];
            bandsFrom: string | null;
          }[];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listWcCodes: {
    parameters: {
      query?: {
        companyId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WcCode'][];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createWcCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          minHourlyRate?: number | string;
          maxHourlyRate?: number | string;
          compRate: number | string;
          /** Format: uuid */
          workTypeId: string;
          /** @default true */
          isActive?: boolean;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WcCode'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  matchWcCode: {
    parameters: {
      query: {
        workTypeId: string;
        hourlyRate: number | string;
        date?: string;
        companyId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WcCode'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  setWorkTypeWcCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          workTypeId: string;
          wcCodes: {
            code: string;
            minHourlyRate?: number | string;
            maxHourlyRate?: number | string;
            compRate: number | string;
          }[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WcCode'][];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateWcCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          minHourlyRate?: number | string;
          maxHourlyRate?: number | string;
          compRate: number | string;
          /** Format: uuid */
          workTypeId: string;
          /** @default true */
          isActive?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WcCode'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  toggleWcCodeStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WcCode'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listAllJobs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Job'][];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listJobs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Job'][];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createJob: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          jobName: string;
          address?: string | null;
          city?: string | null;
          state?: string | null;
          zipCode?: string | null;
          isActive?: boolean;
          site?: {
            latitude: number;
            longitude: number;
            radiusM: number;
          } | null;
          /** Format: uuid */
          companyId?: string;
          workTypeIds?: string[];
          managerIds?: string[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Job'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          jobName: string;
          address?: string | null;
          city?: string | null;
          state?: string | null;
          zipCode?: string | null;
          isActive?: boolean;
          site?: {
            latitude: number;
            longitude: number;
            radiusM: number;
          } | null;
          /** Format: uuid */
          companyId?: string;
          workTypeIds?: string[];
          managerIds?: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Job'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listJobWorkTypes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkType'][];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  setJobWorkTypes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          workTypeIds: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            count: number;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getPunchClock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PunchClock'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  recordPunch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          clientId: string;
          /** @enum {string} */
          kind: 'in' | 'switch' | 'meal_start' | 'meal_end' | 'out';
          /** Format: date-time */
          at: string;
          /** Format: date-time */
          sentAt?: string;
          jobId?: string | null;
          workTypeId?: string | null;
          location?: {
            latitude: number;
            longitude: number;
            accuracy?: number | null;
          } | null;
          restBreaksGiven?: boolean | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Punch'];
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Punch'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  setLocationConsent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          granted: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            locationConsent: 'granted' | 'refused';
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listComplianceExceptions: {
    parameters: {
      query: {
        startDate: string;
        endDate: string;
        _?: string;
        t?: string;
        cacheBuster?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            rule: 'none' | 'california';
            dateRange: {
              startDate: string;
              endDate: string;
            };
            exceptions: {
              userId: string;
              workerName: string;
              date: string;
              /** @enum {string} */
              kind:
                | 'meal_missed'
                | 'meal_short'
                | 'meal_late'
                | 'rest_not_given'
                | 'rest_not_answered'
                | 'outside_radius'
                | 'clock_skew'
                | 'entry_refused'
                | 'open_punch';
              meal: number | null;
              minutes: number | null;
              startedAfterMinutes: number | null;
              count: number | null;
              since: string | null;
              problem: string | null;
              workedMinutes: number | null;
              premiumHours: number;
            }[];
            premiums: {
              userId: string;
              workerName: string;
              mealPremiumHours: number;
              restPremiumHours: number;
              premiumPay: string;
            }[];
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getTimeCards: {
    parameters: {
      query: {
        startDate: string;
        endDate: string;
        format: 'csv' | 'pdf';
        userId?: string;
        _?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The time cards */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/pdf': string;
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listKiosks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Kiosk'][];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createKiosk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** Format: uuid */
          jobId: string;
          askPhoto?: boolean;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            jobId: string;
            jobName: string;
            askPhoto: boolean;
            createdAt: string;
            lastSeenAt: string | null;
            revokedAt: string | null;
            credential: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  revokeKiosk: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listKioskPunches: {
    parameters: {
      query?: {
        date?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            userId: string;
            name: string;
            /** @enum {string} */
            kind: 'in' | 'switch' | 'meal_start' | 'meal_end' | 'out';
            at: string;
            workTypeName: string | null;
            hasPhoto: boolean;
          }[];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getKioskPunchPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        punchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The photo, a JPEG image */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getKioskSite: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            kioskName: string;
            jobName: string;
            companyName: string;
            askPhoto: boolean;
            /** @enum {string} */
            timeCapture: 'hours' | 'times';
            workers: {
              userId: string;
              name: string;
            }[];
            workTypes: {
              id: string;
              name: string;
            }[];
            questions: {
              id: string;
              /** @enum {string} */
              kind: 'injury' | 'breaks' | 'custom';
              text: string | null;
            }[];
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getKioskWorkerState: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          userId: string;
          pin: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            userId: string;
            name: string;
            /** @enum {string} */
            state: 'off' | 'working' | 'meal';
            since: string | null;
            workDate: string | null;
            workTypeId: string | null;
            workTypeName: string | null;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  recordKioskPunch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          userId: string;
          pin: string;
          /** Format: uuid */
          clientId: string;
          /** @enum {string} */
          kind: 'in' | 'switch' | 'meal_start' | 'meal_end' | 'out';
          /** Format: date-time */
          at: string;
          /** Format: date-time */
          sentAt?: string;
          workTypeId?: string | null;
          photo?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            clientId: string;
            /** @enum {string} */
            kind: 'in' | 'switch' | 'meal_start' | 'meal_end' | 'out';
            at: string;
            workDate: string;
            hasPhoto: boolean;
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            clientId: string;
            /** @enum {string} */
            kind: 'in' | 'switch' | 'meal_start' | 'meal_end' | 'out';
            at: string;
            workDate: string;
            hasPhoto: boolean;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  recordKioskSignOff: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          userId: string;
          date: string;
          pin: string;
          /** @enum {string} */
          status: 'signed' | 'disputed';
          reason?: string | null;
          answers: {
            [key: string]: boolean;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            signature: {
              /** @enum {string} */
              state: 'awaiting' | 'signed' | 'disputed';
              signedAt: string | null;
              method: ('pin' | 'own' | 'kiosk') | null;
              reason: string | null;
              voided: boolean;
              answers: {
                [key: string]: boolean;
              } | null;
            };
            alerted: boolean;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listPayPeriods: {
    parameters: {
      query?: {
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            frequency: 'weekly' | 'biweekly' | 'semimonthly';
            anchor: string;
            current: {
              startDate: string;
              endDate: string;
            };
            periods: components['schemas']['PayPeriod'][];
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  closePayPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          startDate: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayPeriod'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  reopenPayPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          startDate: string;
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayPeriod'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listCrews: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Crew'][];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createCrew: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          defaultJobId?: string | null;
          isActive?: boolean;
          members: {
            /** Format: uuid */
            userId: string;
            isLead?: boolean;
          }[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Crew'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateCrew: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          defaultJobId?: string | null;
          isActive?: boolean;
          members: {
            /** Format: uuid */
            userId: string;
            isLead?: boolean;
          }[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Crew'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deleteCrew: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listCrewDayCrews: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Crew'][];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getCrewDay: {
    parameters: {
      query: {
        crewId: string;
        date: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            crew: components['schemas']['Crew'];
            date: string;
            /** @enum {string} */
            timeCapture: 'hours' | 'times';
            questions: {
              id: string;
              /** @enum {string} */
              kind: 'injury' | 'breaks' | 'custom';
              text: string | null;
            }[];
            rows: {
              userId: string;
              name: string;
              isLead: boolean;
              canSignByPin: boolean;
              entries: {
                id: string;
                clientId: string | null;
                jobId: string | null;
                jobName: string | null;
                workTypeId: string | null;
                workTypeName: string | null;
                hours: number;
                startedAt: string | null;
                endedAt: string | null;
                notes: string | null;
                /** @enum {string} */
                status: 'pending' | 'approved';
                wcCode: string | null;
              }[];
              signature: {
                /** @enum {string} */
                state: 'awaiting' | 'signed' | 'disputed';
                signedAt: string | null;
                method: ('pin' | 'own' | 'kiosk') | null;
                reason: string | null;
                voided: boolean;
                answers: {
                  [key: string]: boolean;
                } | null;
              } | null;
            }[];
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  saveCrewDay: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          crewId: string;
          date: string;
          /** Format: uuid */
          jobId: string;
          entries: {
            clientId: string;
            /** Format: uuid */
            userId: string;
            jobId?: string | null;
            /** Format: uuid */
            workTypeId: string;
            hours?: number | string | null;
            startedAt?: string | null;
            endedAt?: string | null;
            notes?: string | null;
          }[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            created: number;
            alreadySaved: number;
            message: string;
            day: {
              crew: components['schemas']['Crew'];
              date: string;
              /** @enum {string} */
              timeCapture: 'hours' | 'times';
              questions: {
                id: string;
                /** @enum {string} */
                kind: 'injury' | 'breaks' | 'custom';
                text: string | null;
              }[];
              rows: {
                userId: string;
                name: string;
                isLead: boolean;
                canSignByPin: boolean;
                entries: {
                  id: string;
                  clientId: string | null;
                  jobId: string | null;
                  jobName: string | null;
                  workTypeId: string | null;
                  workTypeName: string | null;
                  hours: number;
                  startedAt: string | null;
                  endedAt: string | null;
                  notes: string | null;
                  /** @enum {string} */
                  status: 'pending' | 'approved';
                  wcCode: string | null;
                }[];
                signature: {
                  /** @enum {string} */
                  state: 'awaiting' | 'signed' | 'disputed';
                  signedAt: string | null;
                  method: ('pin' | 'own' | 'kiosk') | null;
                  reason: string | null;
                  voided: boolean;
                  answers: {
                    [key: string]: boolean;
                  } | null;
                } | null;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listSignOffs: {
    parameters: {
      query: {
        startDate: string;
        endDate: string;
        state?: 'awaiting' | 'signed' | 'disputed';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            userId: string;
            name: string;
            date: string;
            hours: number;
            signature: {
              /** @enum {string} */
              state: 'awaiting' | 'signed' | 'disputed';
              signedAt: string | null;
              method: ('pin' | 'own' | 'kiosk') | null;
              reason: string | null;
              voided: boolean;
              answers: {
                [key: string]: boolean;
              } | null;
            };
            injured: boolean;
          }[];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  recordSignOff: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          userId: string;
          date: string;
          pin?: string;
          /** @enum {string} */
          status: 'signed' | 'disputed';
          reason?: string | null;
          answers: {
            [key: string]: boolean;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            signature: {
              /** @enum {string} */
              state: 'awaiting' | 'signed' | 'disputed';
              signedAt: string | null;
              method: ('pin' | 'own' | 'kiosk') | null;
              reason: string | null;
              voided: boolean;
              answers: {
                [key: string]: boolean;
              } | null;
            };
            alerted: boolean;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listMySignOffs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            questions: {
              id: string;
              /** @enum {string} */
              kind: 'injury' | 'breaks' | 'custom';
              text: string | null;
            }[];
            days: {
              userId: string;
              name: string;
              date: string;
              hours: number;
              signature: {
                /** @enum {string} */
                state: 'awaiting' | 'signed' | 'disputed';
                signedAt: string | null;
                method: ('pin' | 'own' | 'kiosk') | null;
                reason: string | null;
                voided: boolean;
                answers: {
                  [key: string]: boolean;
                } | null;
              };
              injured: boolean;
            }[];
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  setMyPin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          pin: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  clearUserPin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getDayQuestions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            questions: {
              id: string;
              /** @enum {string} */
              kind: 'injury' | 'breaks' | 'custom';
              text: string | null;
            }[];
            requireSignatures: boolean;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  setDayQuestions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          questions: {
            id?: string;
            /** @enum {string} */
            kind: 'injury' | 'breaks' | 'custom';
            text?: string | null;
          }[];
          requireSignatures?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            questions: {
              id: string;
              /** @enum {string} */
              kind: 'injury' | 'breaks' | 'custom';
              text: string | null;
            }[];
            requireSignatures: boolean;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listAlerts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            kind: 'injury';
            userId: string;
            name: string;
            date: string;
            createdAt: string;
            seenAt: string | null;
          }[];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  markAlertSeen: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            kind: 'injury';
            userId: string;
            name: string;
            date: string;
            createdAt: string;
            seenAt: string | null;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  verifyLedger: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ok: boolean;
            events: number;
            checkedAt: string;
            beforeLedger: number;
            firstBroken?: {
              seq: number | null;
              kind: string | null;
              at: string | null;
              subjectId: string;
              /** @enum {string} */
              reason: 'hash' | 'gap' | 'prev' | 'state' | 'missing_event';
              detail: string;
            };
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listLedgerEvents: {
    parameters: {
      query?: {
        before?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            events: components['schemas']['LedgerEvent'][];
            nextBefore: number | null;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  submitWeek: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          weekStart: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            submitted: number;
            alreadySubmitted: number;
            message: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  unsubmitWeek: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          weekStart: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            unsubmitted: number;
            message: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listEntriesToReview: {
    parameters: {
      query: {
        startDate: string;
        endDate: string;
        _?: string;
        t?: string;
        cacheBuster?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            workerSubmit: boolean;
            workers: {
              userId: string;
              name: string;
              hours: number;
              days: {
                date: string;
                hours: number;
                entries: {
                  id: string;
                  hours: number;
                  isPto: boolean;
                  jobName: string | null;
                  workTypeName: string | null;
                  ptoName: string | null;
                  notes: string | null;
                  /** @enum {string} */
                  status: 'pending' | 'approved';
                  submittedAt: string | null;
                  submittedBy: string | null;
                  reviewedAt: string | null;
                  reviewedBy: string | null;
                  approvedAt: string | null;
                  approvedBy: string | null;
                  mayReview: boolean;
                }[];
              }[];
            }[];
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  reviewEntries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          entryIds: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            reviewed: number;
            alreadyReviewed: number;
            alreadyApproved: number;
            notSubmitted: string[];
            refused: string[];
            notFound: number;
            message: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getWcAudit: {
    parameters: {
      query: {
        startDate: string;
        endDate: string;
        format?: 'json' | 'csv' | 'pdf';
        _?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The packet as JSON, or its CSV or PDF file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            dateRange: {
              startDate: string;
              endDate: string;
            };
            company: string;
            stateRule: {
              state: string;
              /** @enum {string} */
              source: 'setting' | 'address' | 'none';
              /** @enum {string} */
              basis: 'payroll' | 'hours';
              /** @enum {string} */
              overtimePremium: 'excluded' | 'included';
              authority: string;
            };
            lines: {
              userId: string;
              workerName: string;
              wcCode: string;
              compRate: string;
              hours: string;
              straightWages: string;
              overtimePremium: string;
              reportablePayroll: string;
              premium: string;
            }[];
            classCodes: {
              wcCode: string;
              compRate: string;
              workers: number;
              hours: string;
              straightWages: string;
              overtimePremium: string;
              reportablePayroll: string;
              premium: string;
            }[];
            totals: {
              hours: string;
              straightWages: string;
              overtimePremium: string;
              reportablePayroll: string;
              premium: string;
            };
            thresholdChecks: {
              workTypeId: string;
              workTypeName: string;
              asOf: string;
              bands: {
                wcCodeId: string;
                wcCode: string;
                minHourlyRate: string;
                maxHourlyRate: string;
              }[];
              entriesChecked: number;
              mismatches: {
                entryId: string;
                date: string;
                workerName: string;
                hourlyRate: string;
                hours: string;
                wcCode: string | null;
                expectedWcCode: string | null;
              }[];
            }[];
          };
          'text/csv': string;
          'application/pdf': string;
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  previewWcBandChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          workTypeId: string;
          effectiveFrom: string;
          bands: {
            /** Format: uuid */
            wcCodeId: string;
            minHourlyRate: number;
            maxHourlyRate: number;
          }[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            workTypeId: string;
            effectiveFrom: string;
            moves: {
              entryId: string;
              date: string;
              workerName: string;
              hours: string;
              hourlyRate: string;
              fromWcCode: string | null;
              toWcCode: string;
              premiumMoved: string;
              closed: boolean;
            }[];
            open: {
              entries: number;
              hours: string;
              premiumMoved: string;
            };
            closed: {
              entries: number;
              hours: string;
              premiumMoved: string;
            };
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listWcBandChanges: {
    parameters: {
      query: {
        workTypeId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            workTypeId: string;
            effectiveFrom: string;
            bands: {
              wcCodeId: string;
              wcCode: string;
              minHourlyRate: string;
              maxHourlyRate: string;
              previousMinHourlyRate: string;
              previousMaxHourlyRate: string;
            }[];
            createdByName: string;
            createdAt: string;
            appliedAt: string | null;
          }[];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  applyWcBandChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          workTypeId: string;
          effectiveFrom: string;
          bands: {
            /** Format: uuid */
            wcCodeId: string;
            minHourlyRate: number;
            maxHourlyRate: number;
          }[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            change: {
              id: string;
              workTypeId: string;
              effectiveFrom: string;
              bands: {
                wcCodeId: string;
                wcCode: string;
                minHourlyRate: string;
                maxHourlyRate: string;
                previousMinHourlyRate: string;
                previousMaxHourlyRate: string;
              }[];
              createdByName: string;
              createdAt: string;
              appliedAt: string | null;
            };
            recoded: number;
            adjusted: number;
            preview: {
              workTypeId: string;
              effectiveFrom: string;
              moves: {
                entryId: string;
                date: string;
                workerName: string;
                hours: string;
                hourlyRate: string;
                fromWcCode: string | null;
                toWcCode: string;
                premiumMoved: string;
                closed: boolean;
              }[];
              open: {
                entries: number;
                hours: string;
                premiumMoved: string;
              };
              closed: {
                entries: number;
                hours: string;
                premiumMoved: string;
              };
            };
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listPublicWorksJobs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            jobId: string;
            /** @enum {string} */
            wageLaw: 'federal' | 'state';
            awardingAgency: string;
            projectNumber: string | null;
            contractNumber: string | null;
            projectLocation: string | null;
            startDate: string;
            /** @enum {string} */
            fringePaidAs: 'plan' | 'cash';
            /** @enum {string} */
            overtimeRate: 'weightedAverage' | 'classificationWorked';
            jobName: string;
            isActive: boolean;
          }[];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getPublicWorksJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            settings: {
              jobId: string;
              /** @enum {string} */
              wageLaw: 'federal' | 'state';
              awardingAgency: string;
              projectNumber: string | null;
              contractNumber: string | null;
              projectLocation: string | null;
              startDate: string;
              /** @enum {string} */
              fringePaidAs: 'plan' | 'cash';
              /** @enum {string} */
              overtimeRate: 'weightedAverage' | 'classificationWorked';
            } | null;
            classifications: {
              id: string;
              jobId: string;
              name: string;
              determination: string | null;
              isOperator: boolean;
              isActive: boolean;
              rates: {
                effectiveFrom: string;
                baseRate: string;
                fringeRate: string;
              }[];
            }[];
            workerClassifications: {
              userId: string;
              classificationId: string;
            }[];
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  setPublicWorksJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          wageLaw: 'federal' | 'state';
          awardingAgency: string;
          projectNumber?: string | null;
          contractNumber?: string | null;
          projectLocation?: string | null;
          startDate: string;
          /**
           * @default plan
           * @enum {string}
           */
          fringePaidAs?: 'plan' | 'cash';
          /**
           * @default weightedAverage
           * @enum {string}
           */
          overtimeRate?: 'weightedAverage' | 'classificationWorked';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            jobId: string;
            /** @enum {string} */
            wageLaw: 'federal' | 'state';
            awardingAgency: string;
            projectNumber: string | null;
            contractNumber: string | null;
            projectLocation: string | null;
            startDate: string;
            /** @enum {string} */
            fringePaidAs: 'plan' | 'cash';
            /** @enum {string} */
            overtimeRate: 'weightedAverage' | 'classificationWorked';
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deletePublicWorksJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listJobClassifications: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            jobId: string;
            name: string;
            determination: string | null;
            isOperator: boolean;
            isActive: boolean;
            rates: {
              effectiveFrom: string;
              baseRate: string;
              fringeRate: string;
            }[];
          }[];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createJobClassification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          determination?: string | null;
          /** @default false */
          isOperator?: boolean;
          /** @default true */
          isActive?: boolean;
          rates: {
            effectiveFrom: string;
            baseRate: string | number;
            fringeRate: string | number;
          }[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            jobId: string;
            name: string;
            determination: string | null;
            isOperator: boolean;
            isActive: boolean;
            rates: {
              effectiveFrom: string;
              baseRate: string;
              fringeRate: string;
            }[];
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateClassification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          determination?: string | null;
          /** @default false */
          isOperator?: boolean;
          /** @default true */
          isActive?: boolean;
          rates: {
            effectiveFrom: string;
            baseRate: string | number;
            fringeRate: string | number;
          }[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            jobId: string;
            name: string;
            determination: string | null;
            isOperator: boolean;
            isActive: boolean;
            rates: {
              effectiveFrom: string;
              baseRate: string;
              fringeRate: string;
            }[];
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  setWorkerClassification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          classificationId: string | null;
        };
      };
    };
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getWorkerIdentity: {
    parameters: {
      query?: {
        reveal?: 'true' | 'false';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            userId: string;
            lastFour: string | null;
            identifyingNumber: string | null;
            address: string | null;
            updatedAt: string | null;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  setWorkerIdentity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          identifyingNumber: string;
          address?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            userId: string;
            lastFour: string | null;
            identifyingNumber: string | null;
            address: string | null;
            updatedAt: string | null;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listCertifiedPayrolls: {
    parameters: {
      query: {
        jobId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            jobId: string;
            jobName: string;
            settings: {
              jobId: string;
              /** @enum {string} */
              wageLaw: 'federal' | 'state';
              awardingAgency: string;
              projectNumber: string | null;
              contractNumber: string | null;
              projectLocation: string | null;
              startDate: string;
              /** @enum {string} */
              fringePaidAs: 'plan' | 'cash';
              /** @enum {string} */
              overtimeRate: 'weightedAverage' | 'classificationWorked';
            };
            weeks: {
              weekStart: string;
              weekEnding: string;
              /** @enum {string} */
              status: 'unsigned' | 'signed';
              id: string | null;
              payrollNumber: number | null;
              isFinal: boolean;
              noWorkPerformed: boolean | null;
              hours: string;
              signedAt: string | null;
            }[];
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getCertifiedPayrollWeek: {
    parameters: {
      query: {
        jobId: string;
        weekStart: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string | null;
            jobId: string;
            weekStart: string;
            weekEnding: string;
            dates: string[];
            /** @enum {string} */
            status: 'unsigned' | 'signed';
            payrollNumber: number;
            isFinal: boolean;
            noWorkPerformed: boolean;
            contractor: {
              name: string;
              address: string;
            };
            project: {
              name: string;
              location: string;
              projectNumber: string | null;
              contractNumber: string | null;
              awardingAgency: string;
              /** @enum {string} */
              wageLaw: 'federal' | 'state';
            };
            /** @enum {string} */
            fringePaidAs: 'plan' | 'cash';
            /** @enum {string} */
            overtimeRate: 'weightedAverage' | 'classificationWorked';
            workers: {
              userId: string;
              name: string;
              firstName: string;
              lastName: string;
              identifyingNumber: string;
              rows: {
                classificationId: string;
                classificationName: string;
                equipment: string | null;
                straightTimeByDay: string[];
                overtimeByDay: string[];
                straightTimeHours: string;
                overtimeHours: string;
                baseRate: string;
                cashFringeRate: string;
                planFringeRate: string;
                straightTimeRate: string;
                overtimeRate: string;
                grossProject: string;
              }[];
              projectHours: string;
              allWorkHours: string;
              projectGross: string;
              allWorkGross: string;
              planFringe: string;
              deductions: {
                fica: string;
                withholding: string;
                other: string;
                otherNote: string | null;
                total: string;
                /** @enum {string} */
                source: 'typed' | 'imported';
              } | null;
              netPay: string | null;
            }[];
            totals: {
              projectHours: string;
              projectGross: string;
              planFringe: string;
            };
            warnings: {
              key: string;
              code: string;
              params: {
                [key: string]: string | number;
              };
              explainable: boolean;
              userId: string | null;
              entryId: string | null;
            }[];
            signature: {
              signatoryName: string;
              signatoryTitle: string;
              signedAt: string;
              signedByEmail: string | null;
              explanations: {
                [key: string]: string;
              };
            } | null;
            sha256: string | null;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  setPayrollDeductions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          weekStart: string;
          rows: {
            /** Format: uuid */
            userId: string;
            fica: string | number;
            withholding: string | number;
            other?: string | number;
            otherNote?: string | null;
          }[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            saved: number;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  importPayrollDeductions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          weekStart: string;
          csv: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            saved: number;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  signCertifiedPayroll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          jobId: string;
          weekStart: string;
          signatoryName: string;
          signatoryTitle: string;
          /** @default false */
          isFinal?: boolean;
          /** @default {} */
          explanations?: {
            [key: string]: string;
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string | null;
            jobId: string;
            weekStart: string;
            weekEnding: string;
            dates: string[];
            /** @enum {string} */
            status: 'unsigned' | 'signed';
            payrollNumber: number;
            isFinal: boolean;
            noWorkPerformed: boolean;
            contractor: {
              name: string;
              address: string;
            };
            project: {
              name: string;
              location: string;
              projectNumber: string | null;
              contractNumber: string | null;
              awardingAgency: string;
              /** @enum {string} */
              wageLaw: 'federal' | 'state';
            };
            /** @enum {string} */
            fringePaidAs: 'plan' | 'cash';
            /** @enum {string} */
            overtimeRate: 'weightedAverage' | 'classificationWorked';
            workers: {
              userId: string;
              name: string;
              firstName: string;
              lastName: string;
              identifyingNumber: string;
              rows: {
                classificationId: string;
                classificationName: string;
                equipment: string | null;
                straightTimeByDay: string[];
                overtimeByDay: string[];
                straightTimeHours: string;
                overtimeHours: string;
                baseRate: string;
                cashFringeRate: string;
                planFringeRate: string;
                straightTimeRate: string;
                overtimeRate: string;
                grossProject: string;
              }[];
              projectHours: string;
              allWorkHours: string;
              projectGross: string;
              allWorkGross: string;
              planFringe: string;
              deductions: {
                fica: string;
                withholding: string;
                other: string;
                otherNote: string | null;
                total: string;
                /** @enum {string} */
                source: 'typed' | 'imported';
              } | null;
              netPay: string | null;
            }[];
            totals: {
              projectHours: string;
              projectGross: string;
              planFringe: string;
            };
            warnings: {
              key: string;
              code: string;
              params: {
                [key: string]: string | number;
              };
              explainable: boolean;
              userId: string | null;
              entryId: string | null;
            }[];
            signature: {
              signatoryName: string;
              signatoryTitle: string;
              signedAt: string;
              signedByEmail: string | null;
              explanations: {
                [key: string]: string;
              };
            } | null;
            sha256: string | null;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getCertifiedPayrollFile: {
    parameters: {
      query?: {
        format?: 'pdf' | 'csv' | 'lcptracker';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The payroll (the LCPtracker file is a CSV) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'text/csv': string;
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listImports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            kind: 'staff' | 'jobs' | 'workTypes' | 'hours';
            fileName: string;
            /** @enum {string} */
            status: 'draft' | 'applying' | 'applied' | 'undone';
            rowCount: number;
            processed: number;
            counts: {
              create: number;
              update: number;
              unchanged: number;
              error: number;
            };
            createdAt: string;
            createdBy: string;
            appliedAt: string | null;
            undoableUntil: string | null;
            undoneAt: string | null;
            undoneBy: string | null;
          }[];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  uploadImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            kind: 'staff' | 'jobs' | 'workTypes' | 'hours';
            fileName: string;
            /** @enum {string} */
            status: 'draft' | 'applying' | 'applied' | 'undone';
            rowCount: number;
            processed: number;
            counts: {
              create: number;
              update: number;
              unchanged: number;
              error: number;
            };
            createdAt: string;
            createdBy: string;
            appliedAt: string | null;
            undoableUntil: string | null;
            undoneAt: string | null;
            undoneBy: string | null;
            headers: string[];
            mapping: {
              [key: string]: number | null;
            };
            sample: string[][];
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  exportImportLayout: {
    parameters: {
      query: {
        kind: 'staff' | 'jobs' | 'workTypes' | 'hours';
        format?: 'csv' | 'xlsx';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The list */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            kind: 'staff' | 'jobs' | 'workTypes' | 'hours';
            fileName: string;
            /** @enum {string} */
            status: 'draft' | 'applying' | 'applied' | 'undone';
            rowCount: number;
            processed: number;
            counts: {
              create: number;
              update: number;
              unchanged: number;
              error: number;
            };
            createdAt: string;
            createdBy: string;
            appliedAt: string | null;
            undoableUntil: string | null;
            undoneAt: string | null;
            undoneBy: string | null;
            headers: string[];
            mapping: {
              [key: string]: number | null;
            };
            sample: string[][];
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  setImportMapping: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          mapping: {
            [key: string]: number | null;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            summary: {
              id: string;
              /** @enum {string} */
              kind: 'staff' | 'jobs' | 'workTypes' | 'hours';
              fileName: string;
              /** @enum {string} */
              status: 'draft' | 'applying' | 'applied' | 'undone';
              rowCount: number;
              processed: number;
              counts: {
                create: number;
                update: number;
                unchanged: number;
                error: number;
              };
              createdAt: string;
              createdBy: string;
              appliedAt: string | null;
              undoableUntil: string | null;
              undoneAt: string | null;
              undoneBy: string | null;
            };
            rows: {
              line: number;
              /** @enum {string} */
              outcome: 'create' | 'update' | 'unchanged' | 'error';
              key: string;
              changed: string[];
              errors: {
                field: string;
                code: string;
                params?: {
                  [key: string]: string | number;
                };
                message: string;
              }[];
            }[];
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  previewImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            summary: {
              id: string;
              /** @enum {string} */
              kind: 'staff' | 'jobs' | 'workTypes' | 'hours';
              fileName: string;
              /** @enum {string} */
              status: 'draft' | 'applying' | 'applied' | 'undone';
              rowCount: number;
              processed: number;
              counts: {
                create: number;
                update: number;
                unchanged: number;
                error: number;
              };
              createdAt: string;
              createdBy: string;
              appliedAt: string | null;
              undoableUntil: string | null;
              undoneAt: string | null;
              undoneBy: string | null;
            };
            rows: {
              line: number;
              /** @enum {string} */
              outcome: 'create' | 'update' | 'unchanged' | 'error';
              key: string;
              changed: string[];
              errors: {
                field: string;
                code: string;
                params?: {
                  [key: string]: string | number;
                };
                message: string;
              }[];
            }[];
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  applyImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            summary: {
              id: string;
              /** @enum {string} */
              kind: 'staff' | 'jobs' | 'workTypes' | 'hours';
              fileName: string;
              /** @enum {string} */
              status: 'draft' | 'applying' | 'applied' | 'undone';
              rowCount: number;
              processed: number;
              counts: {
                create: number;
                update: number;
                unchanged: number;
                error: number;
              };
              createdAt: string;
              createdBy: string;
              appliedAt: string | null;
              undoableUntil: string | null;
              undoneAt: string | null;
              undoneBy: string | null;
            };
            done: boolean;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getImportRejectedRows: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The refused rows */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  undoImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            summary: {
              id: string;
              /** @enum {string} */
              kind: 'staff' | 'jobs' | 'workTypes' | 'hours';
              fileName: string;
              /** @enum {string} */
              status: 'draft' | 'applying' | 'applied' | 'undone';
              rowCount: number;
              processed: number;
              counts: {
                create: number;
                update: number;
                unchanged: number;
                error: number;
              };
              createdAt: string;
              createdBy: string;
              appliedAt: string | null;
              undoableUntil: string | null;
              undoneAt: string | null;
              undoneBy: string | null;
            };
            removed: number;
            restored: number;
            kept: number;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listUsers: {
    parameters: {
      query?: {
        includeInactive?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffUser'][];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          firstName: string;
          lastName: string;
          email: string;
          phone?: string | null;
          hourlyRate: number | string;
          role?: string | string[];
          /** @default true */
          isActive?: boolean;
          /** @default true */
          includeInReports?: boolean;
          collectiveBargaining?: boolean;
          mealWaiver?: boolean;
          crewLead?: boolean;
          password?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffUser'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  countCompanyAdmins: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
          };
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffUser'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          firstName: string;
          lastName: string;
          email: string;
          phone?: string | null;
          hourlyRate: number | string;
          role?: string | string[];
          /** @default true */
          isActive?: boolean;
          /** @default true */
          includeInReports?: boolean;
          collectiveBargaining?: boolean;
          mealWaiver?: boolean;
          crewLead?: boolean;
          password?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffUser'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  toggleUserStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          is_active?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            userId: string;
            user_id: string;
            id: string;
            firstName: string;
            lastName: string;
            name: string;
            email: string;
            phone: string | null;
            hourlyRate: number | null;
            hourly_rate: number | null;
            roles: string[];
            role: string;
            isActive: boolean;
            is_active: boolean;
            includeInReports: boolean;
            collectiveBargaining?: boolean;
            mealWaiver?: boolean;
            crewLead?: boolean;
            pinSet?: boolean;
            pinLocked?: boolean;
            companyId: string;
            lastLoginAt: string | null;
            hasPassword: boolean;
            message: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            prefix: string;
            scopes: ('time:read' | 'time:write' | 'reports:read' | 'staff:manage')[];
            expiresAt: string;
            lastUsedAt: string | null;
            createdAt: string;
            createdByName: string;
            revokedAt: string | null;
            revokedByName: string | null;
          }[];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          scopes: ('time:read' | 'time:write' | 'reports:read' | 'staff:manage')[];
          /** Format: date-time */
          expiresAt: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            prefix: string;
            scopes: ('time:read' | 'time:write' | 'reports:read' | 'staff:manage')[];
            expiresAt: string;
            lastUsedAt: string | null;
            createdAt: string;
            createdByName: string;
            revokedAt: string | null;
            revokedByName: string | null;
            token: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  revokeApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            prefix: string;
            scopes: ('time:read' | 'time:write' | 'reports:read' | 'staff:manage')[];
            expiresAt: string;
            lastUsedAt: string | null;
            createdAt: string;
            createdByName: string;
            revokedAt: string | null;
            revokedByName: string | null;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            url: string;
            description: string;
            events: (
              | 'entry.created'
              | 'entry.updated'
              | 'entry.deleted'
              | 'entry.approved'
              | 'pay_period.closed'
              | 'export.created'
              | 'injury.reported'
            )[];
            enabled: boolean;
            createdAt: string;
            createdByName: string;
            pending: number;
            failed: number;
          }[];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          url: string;
          events: (
            | 'entry.created'
            | 'entry.updated'
            | 'entry.deleted'
            | 'entry.approved'
            | 'pay_period.closed'
            | 'export.created'
            | 'injury.reported'
          )[];
          /** @default  */
          description?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            url: string;
            description: string;
            events: (
              | 'entry.created'
              | 'entry.updated'
              | 'entry.deleted'
              | 'entry.approved'
              | 'pay_period.closed'
              | 'export.created'
              | 'injury.reported'
            )[];
            enabled: boolean;
            createdAt: string;
            createdByName: string;
            pending: number;
            failed: number;
            secret: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          url?: string;
          events?: (
            | 'entry.created'
            | 'entry.updated'
            | 'entry.deleted'
            | 'entry.approved'
            | 'pay_period.closed'
            | 'export.created'
            | 'injury.reported'
          )[];
          description?: string;
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            url: string;
            description: string;
            events: (
              | 'entry.created'
              | 'entry.updated'
              | 'entry.deleted'
              | 'entry.approved'
              | 'pay_period.closed'
              | 'export.created'
              | 'injury.reported'
            )[];
            enabled: boolean;
            createdAt: string;
            createdByName: string;
            pending: number;
            failed: number;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            eventId: string;
            /** @enum {string} */
            type:
              | 'entry.created'
              | 'entry.updated'
              | 'entry.deleted'
              | 'entry.approved'
              | 'pay_period.closed'
              | 'export.created'
              | 'injury.reported';
            /** @enum {string} */
            status: 'pending' | 'delivered' | 'failed';
            createdAt: string;
            nextAttemptAt: string | null;
            deliveredAt: string | null;
            attempts: {
              at: string;
              statusCode: number | null;
              error:
                | ('timeout' | 'refused' | 'reset' | 'unresolved' | 'private' | 'paused' | 'failed')
                | null;
              durationMs: number;
            }[];
          }[];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  resendWebhookDelivery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        deliveryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            eventId: string;
            /** @enum {string} */
            type:
              | 'entry.created'
              | 'entry.updated'
              | 'entry.deleted'
              | 'entry.approved'
              | 'pay_period.closed'
              | 'export.created'
              | 'injury.reported';
            /** @enum {string} */
            status: 'pending' | 'delivered' | 'failed';
            createdAt: string;
            nextAttemptAt: string | null;
            deliveredAt: string | null;
            attempts: {
              at: string;
              statusCode: number | null;
              error:
                | ('timeout' | 'refused' | 'reset' | 'unresolved' | 'private' | 'paused' | 'failed')
                | null;
              durationMs: number;
            }[];
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getWeeklyReport: {
    parameters: {
      query: {
        startDate: string;
        endDate: string;
        _?: string;
        t?: string;
        cacheBuster?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entries: {
              employeeId: string;
              employeeName: string;
              jobId: string | null;
              jobName: string | null;
              workTypeId: string | null;
              workTypeName: string | null;
              wcCodeId: string | null;
              wcCode: string | null;
              isPto: boolean;
              ptoTypeId: string | null;
              ptoName: string | null;
              hours: {
                [key: string]: number;
              };
              notes: {
                [key: string]: string;
              };
              entryIds: string[];
              /** @enum {string} */
              status: 'pending' | 'approved';
              total: number;
            }[];
            dateRange: {
              startDate: string;
              endDate: string;
            };
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getEmployeeWeeklyReport: {
    parameters: {
      query: {
        startDate: string;
        endDate: string;
        _?: string;
        t?: string;
        cacheBuster?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entries: {
              employeeId: string;
              employeeName: string;
              hours: {
                [key: string]: number;
              };
              total: number;
              hourlyRate: number;
              regularHours: number;
              overtimeHours: number;
              doubleTimeHours: number;
              ptoHours: number;
              grossPay: string;
              mealPremiumHours?: number;
              restPremiumHours?: number;
              premiumPay?: string;
            }[];
            totals: {
              hours: {
                [key: string]: number;
              };
              total: number;
              regularHours: number;
              overtimeHours: number;
              doubleTimeHours: number;
              ptoHours: number;
              grossPay: string;
              mealPremiumHours?: number;
              restPremiumHours?: number;
              premiumPay?: string;
            };
            dateRange: {
              startDate: string;
              endDate: string;
            };
            /** @enum {string} */
            overtimeRule: 'none' | 'federal' | 'california';
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getJobWorkTypeReport: {
    parameters: {
      query: {
        startDate: string;
        endDate: string;
        _?: string;
        t?: string;
        cacheBuster?: string;
        detailed?: 'true' | 'false';
        jobId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            date: string | null;
            jobId: string;
            jobName: string;
            userName: string | null;
            wcCode: string | null;
            workTypeName: string;
            hours: number;
          }[];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listPendingEntryIds: {
    parameters: {
      query: {
        startDate: string;
        endDate: string;
        _?: string;
        t?: string;
        cacheBuster?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entryIds: string[];
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  approveTimeEntries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          entryIds: string[];
          /** Format: uuid */
          companyId?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            approved: number;
            alreadyApproved: number;
            awaitingSignature?: number;
            awaitingSubmit?: number;
            message: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getWcPayrollReport: {
    parameters: {
      query: {
        startDate: string;
        endDate: string;
        _?: string;
        t?: string;
        cacheBuster?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rows: {
              wcCode: string;
              workTypes: string[];
              compRate: string;
              hours: number;
              wages: string;
              premium: string;
            }[];
            totals: {
              hours: number;
              wages: string;
              premium: string;
            };
            dateRange: {
              startDate: string;
              endDate: string;
            };
            reconciliation: {
              wcHours: number;
              otherHours: number;
              uncodedHours: number;
              allHours: number;
              notInReportsHours: number;
              reportHours: number;
              reportWorkHours: number;
            };
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  exportPayroll: {
    parameters: {
      query: {
        startDate: string;
        endDate: string;
        format: 'generic' | 'quickbooks-iif' | 'gusto';
        _?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The payroll file: CSV, or a QuickBooks IIF text */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'text/plain': string;
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listExports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            format: 'generic' | 'quickbooks-iif' | 'gusto';
            startDate: string;
            endDate: string;
            fileName: string;
            contentType: string;
            size: number;
            sha256: string;
            createdAt: string;
            createdByName: string;
            adjustments: number;
            overlaps: {
              id: string;
              /** @enum {string} */
              format: 'generic' | 'quickbooks-iif' | 'gusto';
              startDate: string;
              endDate: string;
              createdAt: string;
              createdByName: string;
            }[];
          }[];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getExportPublicKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The public key */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/x-pem-file': string;
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getExportFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file: CSV, or a QuickBooks IIF text */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'text/plain': string;
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getExportManifest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            manifest: string;
            signature: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listTimeEntries: {
    parameters: {
      query?: {
        user_id?: string;
        userId?: string;
        start_date?: string;
        end_date?: string;
        startDate?: string;
        endDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TimeEntry'][];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createTimeEntry: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          hours?: number | string | null;
          startedAt?: string | null;
          endedAt?: string | null;
          entryDate: string;
          notes?: string | null;
          isPto: boolean;
          userId?: string | null;
          targetUserId?: string | null;
          ptoTypeId?: string | null;
          jobId?: string | null;
          workTypeId?: string | null;
          classificationId?: string | null;
          equipment?: string | null;
          clientId?: string | null;
          correctionReason?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TimeEntry'];
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TimeEntry'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createTimeEntryForWorker: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          hours?: number | string | null;
          startedAt?: string | null;
          endedAt?: string | null;
          entryDate: string;
          notes?: string | null;
          isPto: boolean;
          userId?: string | null;
          targetUserId?: string | null;
          ptoTypeId?: string | null;
          jobId?: string | null;
          workTypeId?: string | null;
          classificationId?: string | null;
          equipment?: string | null;
          clientId?: string | null;
          correctionReason?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TimeEntry'];
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TimeEntry'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateTimeEntry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          hours?: number | string | null;
          startedAt?: string | null;
          endedAt?: string | null;
          entryDate: string;
          notes?: string | null;
          isPto: boolean;
          userId?: string | null;
          targetUserId?: string | null;
          ptoTypeId?: string | null;
          jobId?: string | null;
          workTypeId?: string | null;
          classificationId?: string | null;
          equipment?: string | null;
          clientId?: string | null;
          correctionReason?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TimeEntry'];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request or its file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is of a content type this route does not read */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deleteTimeEntry: {
    parameters: {
      query?: {
        reason?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many requests: try again after `params.seconds` */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getTimeEntryHistory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EntryHistoryItem'][];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listPtoTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PtoType'][];
        };
      };
      /** @description The request is not valid; `errors` names the fields at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid credential: sign in, or refresh the access token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No such record in the caller's company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request conflicts with the state of a record */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  entryCreatedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every try and resend, to drop a repeat by */
        'webhook-id': string;
        /** @description When this try was signed, in seconds since 1970 */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `<id>.<timestamp>.<body>` */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'entry.created';
          /** @description When the change was written (ISO 8601) */
          timestamp: string;
          data: {
            companyId: string;
            entryId: string;
            /** @description Who made the change, as the history names them */
            actor: string;
            actorId: string | null;
            reason: string | null;
            entry: {
              /** @description The worker's user id */
              worker: string;
              date: string;
              /** @description Decimal hours, two places */
              hours: string;
              job: string | null;
              workType: string | null;
              ptoType: string | null;
              isPto: boolean;
              wcCode: string | null;
              compRate: string | null;
              hourlyRate: string;
              status: string;
              start: string | null;
              end: string | null;
              /** @description The entry an adjustment corrects */
              adjusts: string | null;
              notes: string | null;
              classification?: string;
              equipment?: string;
            } | null;
          };
        };
      };
    };
    responses: {
      /** @description Received: any 2xx answer ends the delivery */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received (any other answer): tried again, up to 24 hours */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  entryUpdatedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every try and resend, to drop a repeat by */
        'webhook-id': string;
        /** @description When this try was signed, in seconds since 1970 */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `<id>.<timestamp>.<body>` */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'entry.updated';
          /** @description When the change was written (ISO 8601) */
          timestamp: string;
          data: {
            companyId: string;
            entryId: string;
            /** @description Who made the change, as the history names them */
            actor: string;
            actorId: string | null;
            reason: string | null;
            entry: {
              /** @description The worker's user id */
              worker: string;
              date: string;
              /** @description Decimal hours, two places */
              hours: string;
              job: string | null;
              workType: string | null;
              ptoType: string | null;
              isPto: boolean;
              wcCode: string | null;
              compRate: string | null;
              hourlyRate: string;
              status: string;
              start: string | null;
              end: string | null;
              /** @description The entry an adjustment corrects */
              adjusts: string | null;
              notes: string | null;
              classification?: string;
              equipment?: string;
            } | null;
          };
        };
      };
    };
    responses: {
      /** @description Received: any 2xx answer ends the delivery */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received (any other answer): tried again, up to 24 hours */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  entryDeletedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every try and resend, to drop a repeat by */
        'webhook-id': string;
        /** @description When this try was signed, in seconds since 1970 */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `<id>.<timestamp>.<body>` */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'entry.deleted';
          /** @description When the change was written (ISO 8601) */
          timestamp: string;
          data: {
            companyId: string;
            entryId: string;
            /** @description Who made the change, as the history names them */
            actor: string;
            actorId: string | null;
            reason: string | null;
            entry: {
              /** @description The worker's user id */
              worker: string;
              date: string;
              /** @description Decimal hours, two places */
              hours: string;
              job: string | null;
              workType: string | null;
              ptoType: string | null;
              isPto: boolean;
              wcCode: string | null;
              compRate: string | null;
              hourlyRate: string;
              status: string;
              start: string | null;
              end: string | null;
              /** @description The entry an adjustment corrects */
              adjusts: string | null;
              notes: string | null;
              classification?: string;
              equipment?: string;
            } | null;
          };
        };
      };
    };
    responses: {
      /** @description Received: any 2xx answer ends the delivery */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received (any other answer): tried again, up to 24 hours */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  entryApprovedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every try and resend, to drop a repeat by */
        'webhook-id': string;
        /** @description When this try was signed, in seconds since 1970 */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `<id>.<timestamp>.<body>` */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'entry.approved';
          /** @description When the change was written (ISO 8601) */
          timestamp: string;
          data: {
            companyId: string;
            entryId: string;
            /** @description Who made the change, as the history names them */
            actor: string;
            actorId: string | null;
            reason: string | null;
            entry: {
              /** @description The worker's user id */
              worker: string;
              date: string;
              /** @description Decimal hours, two places */
              hours: string;
              job: string | null;
              workType: string | null;
              ptoType: string | null;
              isPto: boolean;
              wcCode: string | null;
              compRate: string | null;
              hourlyRate: string;
              status: string;
              start: string | null;
              end: string | null;
              /** @description The entry an adjustment corrects */
              adjusts: string | null;
              notes: string | null;
              classification?: string;
              equipment?: string;
            } | null;
          };
        };
      };
    };
    responses: {
      /** @description Received: any 2xx answer ends the delivery */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received (any other answer): tried again, up to 24 hours */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  payPeriodClosedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every try and resend, to drop a repeat by */
        'webhook-id': string;
        /** @description When this try was signed, in seconds since 1970 */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `<id>.<timestamp>.<body>` */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'pay_period.closed';
          /** @description When the change was written (ISO 8601) */
          timestamp: string;
          data: {
            companyId: string;
            startDate: string;
            endDate: string;
            frequency: string;
            entries: number;
            hours: string;
            actor: string;
          };
        };
      };
    };
    responses: {
      /** @description Received: any 2xx answer ends the delivery */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received (any other answer): tried again, up to 24 hours */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  exportCreatedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every try and resend, to drop a repeat by */
        'webhook-id': string;
        /** @description When this try was signed, in seconds since 1970 */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `<id>.<timestamp>.<body>` */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'export.created';
          /** @description When the change was written (ISO 8601) */
          timestamp: string;
          data: {
            companyId: string;
            exportId: string;
            actor: string;
            format: string;
            startDate: string;
            endDate: string;
            fileName: string;
            size: number;
            sha256: string;
            adjustments: number;
          };
        };
      };
    };
    responses: {
      /** @description Received: any 2xx answer ends the delivery */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received (any other answer): tried again, up to 24 hours */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  injuryReportedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event's id: the same on every try and resend, to drop a repeat by */
        'webhook-id': string;
        /** @description When this try was signed, in seconds since 1970 */
        'webhook-timestamp': string;
        /** @description `v1,` and the base64 HMAC-SHA256 of `<id>.<timestamp>.<body>` */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'injury.reported';
          /** @description When the change was written (ISO 8601) */
          timestamp: string;
          data: {
            companyId: string;
            workerId: string;
            workerName: string;
            date: string;
          };
        };
      };
    };
    responses: {
      /** @description Received: any 2xx answer ends the delivery */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received (any other answer): tried again, up to 24 hours */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
