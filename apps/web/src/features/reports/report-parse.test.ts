import { describe, expect, it } from 'vitest';
import type { Job } from '@sitehours/contract/schemas';
import { jobFilterOptions } from './report-parse';

const job = (over: Partial<Job>): Job => ({
  jobId: 'j',
  id: 'j',
  jobName: 'Job',
  name: 'Job',
  address: null,
  city: null,
  state: null,
  zipCode: null,
  zip_code: null,
  isActive: true,
  site: null,
  ...over,
});

describe('job filter', () => {
  it('builds the options by name, telling same-named jobs apart', () => {
    expect(
      jobFilterOptions([
        job({ jobId: 'j2', jobName: 'Harbor Point', city: 'Oakland' }),
        job({ jobId: 'j1', jobName: 'Alpha' }),
        job({ jobId: 'j3', jobName: 'Harbor Point', address: '1 Pier Rd' }),
        job({ jobId: 'j4', jobName: 'Closed', isActive: false }),
      ]),
    ).toEqual([
      { value: 'j1', label: 'Alpha' },
      { value: 'j3', label: 'Harbor Point (1 Pier Rd)' },
      { value: 'j2', label: 'Harbor Point (Oakland)' },
    ]);
    expect(jobFilterOptions([])).toEqual([]);
  });
});
