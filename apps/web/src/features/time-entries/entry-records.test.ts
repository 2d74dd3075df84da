import { describe, expect, it } from 'vitest';
import {
  entryTitle,
  jobOptionLabel,
  normalizeCompanyUsers,
  normalizeEntries,
  normalizeJobOptions,
  normalizePtoTypes,
  normalizeWorkTypeChoices,
  sortJobOptions,
  userLabel,
} from './entry-records';

describe('reading the lists', () => {
  it('reads entries in either spelling and wrapped lists', () => {
    const [a, b] = normalizeEntries({
      timeEntries: [
        {
          timeEntryId: 't1',
          userId: 'u1',
          entryDate: '2026-11-16',
          hours: 7.25,
          isPTO: false,
          jobId: 'j1',
          jobName: 'Harbor Point Apartments',
          workTypeName: 'Carpentry',
          status: 'approved',
          displayName: 'Harbor Point Apartments',
        },
        {
          time_entry_id: 't2',
          user_id: 'u1',
          entry_date: '2026-11-17T00:00:00.000Z',
          hours: '8.00',
          is_pto: true,
          pto_type_id: 'p1',
          ptoName: 'Vacation',
        },
        { hours: 3 },
      ],
    });
    expect(a).toMatchObject({ id: 't1', hours: 7.25, isPto: false, status: 'approved' });
    expect(b).toMatchObject({
      id: 't2',
      entryDate: '2026-11-17',
      hours: 8,
      isPto: true,
      ptoTypeId: 'p1',
      status: 'pending',
      displayName: 'Vacation',
    });
    expect(normalizeEntries({ data: [] })).toEqual([]);
    expect(normalizeEntries(null)).toEqual([]);
    expect(entryTitle(a!)).toBe('Harbor Point Apartments');
    expect(entryTitle(b!)).toBe('Vacation');
  });

  it('keeps active jobs, work types and Other types', () => {
    expect(
      normalizeJobOptions([
        { jobId: 'j1', jobName: 'A', address: '1 Main St', city: 'Oakland', isActive: true },
        { id: 'j2', name: 'B', isActive: false },
      ]),
    ).toEqual([{ jobId: 'j1', jobName: 'A', address: '1 Main St', city: 'Oakland' }]);
    expect(normalizeWorkTypeChoices([{ id: 'w1', name: 'Carpentry', isActive: true }])).toEqual([
      { workTypeId: 'w1', workTypeName: 'Carpentry' },
    ]);
    expect(
      normalizePtoTypes([
        { pto_type_id: 'p1', name: 'Vacation', isActive: true },
        { ptoTypeId: 'p2', name: 'Old', isActive: false },
      ]).map((p) => p.name),
    ).toEqual(['Vacation']);
  });

  it('reads active users sorted by name, with the rate when given', () => {
    const users = normalizeCompanyUsers([
      { id: 'u2', firstName: 'Luis', lastName: 'Hernandez', email: 'l@x', hourlyRate: 28.75 },
      { id: 'u1', firstName: 'Kayla', lastName: 'Brooks', email: 'k@x', hourlyRate: null },
      { id: 'u3', name: 'Ann Old', email: 'a@x', isActive: false },
    ]);
    expect(users.map(userLabel)).toEqual(['Kayla Brooks', 'Luis Hernandez']);
    expect(users[1]!.hourlyRate).toBe(28.75);
    expect(users[0]!.hourlyRate).toBeNull();
    expect(userLabel({ firstName: '', lastName: '', email: 'x@y.z' })).toBe('x@y.z');
  });
});

describe('job option labels', () => {
  it("reads 'name - address, city' and leaves out missing parts", () => {
    expect(
      jobOptionLabel({ jobName: 'Harbor Point', address: '455 Embarcadero W', city: 'Oakland' }),
    ).toBe('Harbor Point - 455 Embarcadero W, Oakland');
    expect(jobOptionLabel({ jobName: 'Yard', address: null, city: 'Oakland' })).toBe(
      'Yard - Oakland',
    );
    expect(jobOptionLabel({ jobName: 'Yard', address: '  ', city: null })).toBe('Yard');
  });

  it('sorts by label', () => {
    const sorted = sortJobOptions([
      { jobId: '2', jobName: 'Telegraph', address: null, city: null },
      { jobId: '1', jobName: 'Alameda', address: null, city: null },
    ]);
    expect(sorted.map((j) => j.jobId)).toEqual(['1', '2']);
  });
});
