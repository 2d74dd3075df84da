/**
 * Request bodies that are valid in every respect but the one id under test: the isolation walks
 * send them, so that a refusal can only come from that id.
 */
export interface Payload {
  body?: unknown;
  /** A raw multipart body (with its content type) instead of JSON. */
  multipart?: { contentType: string; data: Buffer };
}

/** A multipart branding upload: valid colours and a tiny PNG, only the company id is wrong. */
function brandingUpload(): Payload {
  const boundary = 'isolation-boundary';
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    Buffer.from('IHDR'),
    Buffer.alloc(17, 1),
  ]);
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const data = Buffer.concat([
    Buffer.from(field('primary_color', '#000000') + field('secondary_color', '#FFFFFF')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { multipart: { contentType: `multipart/form-data; boundary=${boundary}`, data } };
}

/** The attackers' own records, so that only the victim id makes a request wrong. */
export interface Own {
  companies: string;
  tenants: string;
  jobs: string;
  work_types: string;
  /** A work type of its own for the WC code calls (they replace its codes). */
  codeWorkType: string;
  pto_types: string;
  users: string;
  time_entries: string;
}

/**
 * Bodies for the routes with a path id: valid in every other respect (the attacker's own ids
 * where an id is needed), so that a refusal can only come from the victim id in the path.
 */
export function pathPayload(key: string, own: Own): Payload | undefined {
  const entry = {
    hours: 12,
    entryDate: '2026-01-08',
    isPto: false,
    jobId: own.jobs,
    workTypeId: own.work_types,
    correctionReason: 'Isolation check',
  };
  const classification = {
    name: 'Hijacked classification',
    rates: [{ effectiveFrom: '2026-01-01', baseRate: '20.00', fringeRate: '5.00' }],
  };
  const bodies: Record<string, unknown> = {
    'PUT /api/companies/:id': { name: 'Hijacked Company', contact_email: 'x@birch.test' },
    'PUT /api/crews/:id': { name: 'Hijacked crew', members: [] },
    'PUT /api/companies/:id/address': { city: 'Hijacked' },
    'PUT /api/work-types/:id': { workTypeName: 'Hijacked type', isActive: false },
    'POST /api/work-types/:id/assign-to-jobs': { allActiveJobs: true },
    'PUT /api/wc-codes/:id': {
      workTypeId: own.codeWorkType,
      code: '9999',
      minHourlyRate: 0,
      maxHourlyRate: 0,
      compRate: 1.5,
      isActive: false,
    },
    'PUT /api/jobs/:id': { jobName: 'Hijacked job', isActive: false },
    'POST /api/job-work-types/job/:id/work-types': { workTypeIds: [own.work_types] },
    'PUT /api/users/:id': {
      firstName: 'Hijacked',
      lastName: 'User',
      email: 'hijacked@birch.test',
      hourlyRate: 99,
      role: 'company_admin',
      isActive: false,
    },
    'PUT /api/users/:id/toggle-status': { is_active: false },
    'PUT /api/jobs/:id/public-works': {
      wageLaw: 'federal',
      awardingAgency: 'Hijacked agency',
      startDate: '2026-01-05',
    },
    'POST /api/jobs/:id/classifications': classification,
    'PUT /api/classifications/:id': classification,
    'PUT /api/jobs/:id/worker-classifications/:userId': { classificationId: null },
    'PUT /api/staff/:id/identity': { identifyingNumber: '123456789' },
    'PUT /api/imports/:id/mapping': { mapping: {} },
    'PUT /api/time-entries/:id': entry,
    'POST /api/api-keys/:id/revoke': {},
    'PUT /api/webhooks/:id': { description: 'Hijacked', enabled: false },
    'POST /api/webhooks/:id/deliveries/:deliveryId/resend': {},
    'PUT /api/admin/global-admins/:id': {
      email: 'hijacked@sitehours.test',
      firstName: 'Hijacked',
      lastName: 'Admin',
    },
    'PUT /api/admin/global-admins/:id/status': { isActive: false },
    'POST /api/tenants/:id/suspend': { reason: 'Isolation check' },
    'POST /api/tenants/:id/companies': {
      name: 'Hijacked Company',
      settings: { timezone: 'UTC', dateFormat: 'YYYY-MM-DD', currency: 'USD' },
      adminEmail: 'hijacker@birch.test',
      adminFirstName: 'Hijacked',
      adminLastName: 'Admin',
    },
    'PUT /api/tenants/:id/companies/:companyId': {
      name: 'Hijacked Company',
      settings: { timezone: 'UTC', dateFormat: 'YYYY-MM-DD', currency: 'USD' },
    },
  };
  if (key === 'POST /api/companies/:id/branding') return brandingUpload();
  return key in bodies ? { body: bodies[key] } : undefined;
}
