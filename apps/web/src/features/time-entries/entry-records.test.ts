import { describe, expect, it } from 'vitest';
import type { TimeEntry } from '@sitehours/contract/schemas';
import {
  activeOnly,
  activeUsersByName,
  entryTitle,
  jobOptionLabel,
  sortJobOptions,
  toEntryRecord,
  userLabel,
} from './entry-records';
import { entryFixture } from './fixtures';

describe('reading the lists', () => {
  it('keeps the fields the screens read of a server entry, and titles it', () => {
    const server: TimeEntry = {
      timeEntryId: 't1',
      id: 't1',
      time_entry_id: 't1',
      userId: 'u1',
      user_id: 'u1',
      entryDate: '2026-11-16',
      entry_date: '2026-11-16',
      hours: 7.25,
      notes: null,
      isPTO: false,
      isPto: false,
      is_pto: false,
      jobId: 'j1',
      jobName: 'Harbor Point Apartments',
      workTypeId: 'w1',
      workTypeName: 'Carpentry',
      wcCodeId: 'c1',
      wcCode: '5403',
      ptoTypeId: null,
      ptoName: null,
      displayName: 'Harbor Point Apartments',
      status: 'approved',
      isPending: false,
      clientId: null,
      approvedAt: '2026-11-20T10:00:00.000Z',
      createdAt: '2026-11-16T17:00:00.000Z',
      updatedAt: '2026-11-16T17:00:00.000Z',
    };
    const record = toEntryRecord(server);
    expect(record).toEqual(
      entryFixture({
        id: 't1',
        hours: 7.25,
        status: 'approved',
        createdAt: server.createdAt,
        updatedAt: server.updatedAt,
      }),
    );
    expect(entryTitle(record)).toBe('Harbor Point Apartments');
    // A punched entry keeps its start and end.
    const times = { startedAt: '2026-11-16T15:00:00.000Z', endedAt: '2026-11-16T19:30:00.000Z' };
    expect(toEntryRecord({ ...server, ...times })).toMatchObject(times);
    // A public-works entry keeps its classification and equipment; others carry neither.
    const worked = { classificationId: 'k1', equipment: 'Excavator' };
    expect(toEntryRecord({ ...server, ...worked })).toMatchObject(worked);
    expect(toEntryRecord({ ...server, classificationId: 'k1' }).equipment).toBeNull();
    expect(toEntryRecord({ ...server, classificationId: null })).not.toHaveProperty(
      'classificationId',
    );
    expect(entryTitle({ ...record, isPto: true, ptoName: 'Vacation' })).toBe('Vacation');
  });

  it('offers only active items', () => {
    expect(
      activeOnly([
        { ptoTypeId: 'p1', name: 'Vacation', isActive: true },
        { ptoTypeId: 'p2', name: 'Old', isActive: false },
      ]).map((p) => p.name),
    ).toEqual(['Vacation']);
  });

  it('lists active users sorted by name, with the rate when given', () => {
    const user = { lastName: '', isActive: true, hourlyRate: null };
    const users = activeUsersByName([
      {
        ...user,
        id: 'u2',
        firstName: 'Luis',
        lastName: 'Hernandez',
        email: 'l@x',
        hourlyRate: 28.75,
      },
      { ...user, id: 'u1', firstName: 'Kayla', lastName: 'Brooks', email: 'k@x' },
      { ...user, id: 'u3', firstName: 'Ann', email: 'a@x', isActive: false },
    ]);
    expect(users.map(userLabel)).toEqual(['Kayla Brooks', 'Luis Hernandez']);
    expect(users[1]!.hourlyRate).toBe(28.75);
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
